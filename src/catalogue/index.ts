/**
 * The whole catalogue, every group. Imported by build-time code (the catalogue
 * plugin, tests) and the All actions page only; an action page imports its own
 * group file instead, so it loads only that group's data.
 */
import type {Group} from './define';
import apis from './actions/apis';
import browser from './actions/browser';
import checker from './actions/checker';
import database from './actions/database';
import dateTime from './actions/dateTime';
import desktop from './actions/desktop';
import documents from './actions/documents';
import email from './actions/email';
import fileManager from './actions/fileManager';
import ftp from './actions/ftp';
import functions from './actions/functions';
import imageRecognition from './actions/imageRecognition';
import list from './actions/list';
import messaging from './actions/messaging';
import office from './actions/office';
import robot from './actions/robot';
import settings from './actions/settings';
import utils from './actions/utils';
import xml from './actions/xml';

export const groups: Record<string, Group> = {
  apis,
  browser,
  checker,
  database,
  dateTime,
  desktop,
  documents,
  email,
  fileManager,
  ftp,
  functions,
  imageRecognition,
  list,
  messaging,
  office,
  robot,
  settings,
  utils,
  xml,
};

export const allActions = Object.values(groups).flatMap((group) => Object.values(group));

export type {Action, Group} from './define';
