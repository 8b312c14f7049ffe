/**
 * The robot settings every step inherits (product.md, "Robot settings"): the
 * starting value of each, as Studio's Settings panel shows it for a new robot.
 * An input whose default is one of them is written `default: {robotSetting:
 * 'timeout'}` in the catalogue, and every table renders it the same way:
 * "robot setting (30 000 ms)", linked to the robot settings page.
 */
export const ROBOT_SETTING_KEYS = [
  'timeout',
  'retries',
  'retryDelay',
  'screenshotOnFailure',
  'proxy',
  'locale',
] as const;

export type RobotSetting = (typeof ROBOT_SETTING_KEYS)[number];

interface SettingFacts {
  /** The setting's name in Studio's Settings panel. */
  label: string;
  /** Its starting value in a JSON step or a generated example. */
  value: number | boolean | string;
  /** Its starting value as a reader reads it. */
  text: string;
  /** Its section's anchor on the robot settings page (the slug of its heading). */
  anchor: string;
}

export const ROBOT_SETTINGS: Record<RobotSetting, SettingFacts> = {
  timeout: {label: 'Default timeout', value: 30000, text: '30 000 ms', anchor: 'default-timeout'},
  retries: {label: 'Retries', value: 0, text: '0', anchor: 'retries'},
  retryDelay: {label: 'Delay between retries', value: 1000, text: '1 000 ms', anchor: 'delay-between-retries'},
  screenshotOnFailure: {label: 'Screenshot on failure', value: true, text: 'on', anchor: 'screenshot-on-failure'},
  proxy: {label: 'Proxy', value: '', text: 'no proxy', anchor: 'proxy'},
  locale: {label: 'Locale', value: '', text: 'the Client machine’s locale', anchor: 'locale'},
};

/** The how-to page that explains the robot settings. */
export const ROBOT_SETTINGS_ROUTE = '/how-to-set-robot-settings';

/** The link of a setting: its section on the robot settings page. */
export const robotSettingLink = (setting: RobotSetting): string =>
  `${ROBOT_SETTINGS_ROUTE}#${ROBOT_SETTINGS[setting].anchor}`;

/** What a Default cell says for an inherited default, in every table and in plain text. */
export function robotSettingText(setting: RobotSetting): string {
  return `robot setting (${ROBOT_SETTINGS[setting].text})`;
}
