/**
 * The whole catalogue, every group. Imported by build-time code (the catalogue
 * plugin, tests) only; an action page imports its own group file instead, so
 * it loads only that group's data, and the All actions page loads `actionRows`.
 */
import type {Action, Group} from './define';
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

/** What the All actions table shows of an action with a docs page. */
export type ActionRow = Pick<
  Action,
  'id' | 'version' | 'isLatest' | 'title' | 'summary' | 'group' | 'apiRoute' | 'minClient'
> & {
  docsRoute: string;
};

/**
 * The All actions table's rows. The catalogue plugin writes them as generated
 * data for that page: the whole catalogue (inputs, errors and all) is about
 * 75 KB gzip, and every docs page prefetches the page through its breadcrumb.
 */
export function actionRows(): ActionRow[] {
  return allActions.flatMap(({id, version, isLatest, title, summary, group, docsRoute, apiRoute, minClient}) =>
    docsRoute ? [{id, version, isLatest, title, summary, group, docsRoute, apiRoute, minClient}] : [],
  );
}

export type {Action, Group} from './define';
