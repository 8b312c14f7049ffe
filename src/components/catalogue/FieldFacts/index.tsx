/**
 * How a field's Default and Type read in every catalogue table (docs Inputs,
 * API fields, the API entry's plain text), so the docs and the API area
 * cannot word them differently. A default inherited from the robot settings
 * reads "robot setting (30 000 ms)" and links to the page that explains it.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ActionInput} from '@site/src/catalogue/schema';
import {robotSettingLink, robotSettingText} from '@site/src/catalogue/robotSettings';

/** The Default cell: `—`, the value as code (JSON in the API area), or the robot setting, linked. */
export function DefaultCell({input, json = false}: {input: ActionInput; json?: boolean}): ReactNode {
  const value = input.default;
  if (value === undefined) return '—';
  if (typeof value === 'object') {
    return <Link to={robotSettingLink(value.robotSetting)}>{robotSettingText(value.robotSetting)}</Link>;
  }
  return <code>{json ? JSON.stringify(value) : String(value)}</code>;
}

/** The Default as plain text, for the API entry's closed details: `30000`, `"load"`, `robot setting (30 000 ms)`. */
export function defaultText(input: ActionInput): string | undefined {
  const value = input.default;
  if (value === undefined) return undefined;
  return typeof value === 'object' ? robotSettingText(value.robotSetting) : JSON.stringify(value);
}

/** The Type cell: the data type, with the unit of a measured Number: `Number (ms)`. */
export function typeText(input: ActionInput): string {
  return input.unit ? `${input.type} (${input.unit})` : input.type;
}
