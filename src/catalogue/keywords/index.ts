/** Every group's search keywords (see README.md). Build-time only: the search plugin and tests. */
import apis from './apis';
import browser from './browser';
import checker from './checker';
import database from './database';
import dateTime from './dateTime';
import desktop from './desktop';
import documents from './documents';
import email from './email';
import fileManager from './fileManager';
import ftp from './ftp';
import functions from './functions';
import imageRecognition from './imageRecognition';
import list from './list';
import messaging from './messaging';
import office from './office';
import robot from './robot';
import settings from './settings';
import utils from './utils';
import xml from './xml';
import type {Keywords} from './types';

export const searchKeywords: Keywords = {
  ...apis,
  ...browser,
  ...checker,
  ...database,
  ...dateTime,
  ...desktop,
  ...documents,
  ...email,
  ...fileManager,
  ...ftp,
  ...functions,
  ...imageRecognition,
  ...list,
  ...messaging,
  ...office,
  ...robot,
  ...settings,
  ...utils,
  ...xml,
};

/** The keywords of an action id, or none (older versions and unknown ids). */
export const keywordsOf = (id: string): readonly string[] => searchKeywords[id] ?? [];

export type {Keywords} from './types';
