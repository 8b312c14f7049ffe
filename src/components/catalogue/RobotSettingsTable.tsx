/**
 * The robot settings and their starting values, rendered from
 * `src/catalogue/robotSettings.ts` on the guide (`/how-to-set-robot-settings`)
 * and on the API settings module, so the two tables and every Inputs table's
 * "robot setting (30 000 ms)" say the same values.
 */
import React, {type ReactNode} from 'react';
import {ROBOT_SETTINGS, type RobotSetting} from '@site/src/catalogue/robotSettings';
import {keepNumbersWhole} from '@site/src/plugins/keepNumbersWhole';
import {ReferenceTable} from './ReferenceTables';
import styles from './styles.module.css';

// The table's own text lives here rather than in robotSettings.ts, which
// every page's shared chunk carries for the Inputs tables' defaults.

/** Each setting's key in the `settings` object of an exported robot (CONTRIBUTING, "Export format"). */
export const EXPORT_KEYS: Record<RobotSetting, string> = {
  timeout: 'defaultTimeout',
  retries: 'retries',
  retryDelay: 'retryDelay',
  screenshotOnFailure: 'screenshotOnFailure',
  proxy: 'proxy',
  locale: 'locale',
};

/** What each setting decides, in the table's last column. */
const DECIDES: Record<RobotSetting, string> = {
  timeout: 'How long a step waits for an element, a page or an image on screen.',
  retries: 'How many more times a failed step runs before its failure counts. At 0, a failed step fails at once.',
  retryDelay: 'The pause before each retry.',
  screenshotOnFailure: 'Whether a failing step attaches a screenshot to the run’s execution history.',
  proxy:
    'The HTTP proxy of browser sessions, API requests and downloads. With none, they go out directly or through the Client machine’s own proxy setting.',
  locale:
    'How text is read as numbers and dates, and how dates and month names are written, wherever a step has no Locale of its own. A number put into text is always written 1234.56.',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Props {
  /** The first column: the setting's name in Studio (the guide) or its key in an exported robot (the API). */
  by: 'label' | 'key';
}

export default function RobotSettingsTable({by}: Props): ReactNode {
  return (
    <ReferenceTable label="Robot settings and their starting values">
      <thead>
        <tr>
          <th scope="col">{by === 'label' ? 'Setting' : 'Key'}</th>
          <th scope="col">Starting value</th>
          <th scope="col">What it decides</th>
        </tr>
      </thead>
      <tbody>
        {/* The object's keys rather than ROBOT_SETTING_KEYS, which would join the shared chunk. */}
        {(Object.keys(ROBOT_SETTINGS) as RobotSetting[]).map((setting) => {
          const {label, text} = ROBOT_SETTINGS[setting];
          return (
            <tr key={setting}>
              <th scope="row">
                {by === 'label' ? (
                  label
                ) : (
                  <>
                    <code>{EXPORT_KEYS[setting]}</code>
                    {/* The Settings panel's name, as the API's Inputs tables give each key's Studio label. */}
                    <span className={styles.studioLabel}>{label}</span>
                  </>
                )}
              </th>
              <td>{keepNumbersWhole(capitalized(text))}</td>
              <td>{DECIDES[setting]}</td>
            </tr>
          );
        })}
      </tbody>
    </ReferenceTable>
  );
}
