/**
 * The action catalogue's schema: the one typed source for every action's
 * fields, outputs, versions and error codes. Both documentation areas render
 * from it, so the docs pages and the API reference cannot disagree.
 *
 * zod gives us the TypeScript types (z.input / z.output) and the build-time
 * validation (`validateCatalogue`) from one declaration.
 */
import * as z from 'zod';
import {ROBOT_SETTING_KEYS} from './robotSettings';
import {ERROR_CODE} from './errorCode';

/** The data types of product.md, used in every Inputs/Outputs table. */
export const DATA_TYPES = [
  'Text',
  'Number',
  'Boolean',
  'Date',
  'List',
  'Table',
  'Object',
  'File',
  'Element',
  'Secret',
  'Session',
] as const;

export const VERSIONS = ['v1_0_0', 'v2_0_0', 'v3_0_0'] as const;

const nonEmpty = z.string().trim().min(1);

/** A value shown in a Default column or used in a generated JSON step. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);

/**
 * A default the step inherits from the robot settings (robotSettings.ts)
 * unless its own field is filled in: rendered "robot setting (30 000 ms)".
 */
export const robotSettingDefault = z.strictObject({robotSetting: z.enum(ROBOT_SETTING_KEYS)});

/** The units a measured Number input is given in; tables show them beside the type. */
export const UNITS = ['ms', 'minutes', 'days', 'px', 'bytes', 'dpi'] as const;

/** A Tucano Client version, `major.minor`: the first Client that runs an action's version. */
export const CLIENT_VERSION = /^\d+\.\d+$/;

export const inputSchema = z
  .strictObject({
    /** Key in the JSON step and in the `actions.<module>.<action>()` call. camelCase. */
    key: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'input keys are camelCase'),
    /** Label as the step panel in Studio shows it. */
    label: nonEmpty,
    type: z.enum(DATA_TYPES),
    required: z.boolean(),
    default: z.union([scalar, robotSettingDefault]).optional(),
    /** The unit of a measured Number (milliseconds, pixels, bytes...); the label says it too. */
    unit: z.enum(UNITS).optional(),
    /** The accepted values, when the field is a choice. */
    values: z.array(z.string()).min(2).readonly().optional(),
    description: nonEmpty,
    /** A realistic value for generated examples (JSON step, customCode call). */
    example: z.unknown().optional(),
    /**
     * When the step reads this input at all, by the values of the step's choices
     * (inputs with `values`) and switches (Booleans): `{target: ['element']}` is
     * read only while Target is element, its default counting when it is left
     * empty. Every condition must hold; otherwise the input is ignored. With
     * `required: true`, it is required in those cases only (the Required column
     * says so). validate.ts checks the names and values; the tests hold every
     * example, generated or written, to it (src/catalogue/README.md).
     */
    usedWhen: z
      .record(
        z.string(),
        z
          .array(z.union([z.string(), z.boolean()]))
          .min(1)
          .readonly(),
      )
      .optional(),
  })
  .refine(
    // The tables would show "Required: Yes" beside a default: leaving the key out either fails or takes the default.
    (input) => !(input.required && input.default !== undefined),
    'a required input has no default: make it optional, or drop the default',
  );

export const fieldSchema = z.strictObject({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(\[\])?$/),
  type: z.enum(DATA_TYPES),
  description: nonEmpty,
});

export const outputSchema = z.strictObject({
  /** The output variable's suggested name (the step's "Output variable" field). */
  name: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'output names are camelCase'),
  type: z.enum(DATA_TYPES),
  description: nonEmpty,
  /** For an Object (or a List/Table of rows): the shape of the value. */
  fields: z.array(fieldSchema).readonly().optional(),
});

export const errorSchema = z.strictObject({
  /** Stable code, UPPER_SNAKE_CASE with at least two words: `BROWSER_ELEMENT_NOT_FOUND`. */
  code: z.string().regex(ERROR_CODE, 'error codes are UPPER_SNAKE_CASE'),
  /**
   * The exact message the robot log shows; placeholders in square brackets:
   * `Element [element] was not found after [timeout] ms.`
   */
  message: nonEmpty.refine((m) => !/[{}<>]/.test(m), 'messages use [placeholders], not {} or <>'),
  when: nonEmpty,
  fix: nonEmpty,
});

/** Present on every version of a versioned action that is not the latest. */
export const supersededSchema = z.strictObject({
  by: z.enum(VERSIONS),
  changes: nonEmpty,
  migration: nonEmpty,
});

export const actionSchema = z.strictObject({
  /**
   * `<group>.<path>` where path is the docs page's path inside the group,
   * without the version: `browser.fill-field`, `database.mysql.query`,
   * `desktop.keyboard.enterText`.
   */
  id: z.string().regex(/^[a-zA-Z]+(\.[a-zA-Z][a-zA-Z0-9_-]*)+$/),
  /** The action's name as the Actions panel in Studio shows it. */
  title: nonEmpty,
  /** One sentence: what the action does. */
  summary: nonEmpty,
  version: z.enum(VERSIONS).default('v1_0_0'),
  supersededBy: supersededSchema.optional(),
  /**
   * The first Tucano Client version that runs this version of the action
   * (`4.1`). Studio warns before a run on an older Client. Required: release
   * notes name it, and the docs badge, the API entry and actions.json show it.
   */
  minClient: z.string().regex(CLIENT_VERSION, 'minClient is a Client version such as 4.1'),
  // Readonly, so group files can share `as const` inputs and errors.
  inputs: z.array(inputSchema).readonly(),
  outputs: z.array(outputSchema).readonly(),
  errors: z.array(errorSchema).min(1).readonly(),
  /**
   * Flow control only: the names of the step lists the action holds, the
   * JSON step's `branches` (`then`/`else` for a decision, `body` for a loop).
   */
  branches: z
    .array(z.string().regex(/^[a-z]+$/))
    .min(1)
    .readonly()
    .optional(),
  /** False for API-only actions (the `checker` and `settings` modules). */
  docs: z.boolean().default(true),
});

export type ActionSpec = z.input<typeof actionSchema>;
export type ActionInput = z.output<typeof inputSchema>;
export type ActionOutput = z.output<typeof outputSchema>;
export type ActionError = z.output<typeof errorSchema>;
export type DataType = (typeof DATA_TYPES)[number];
export type Version = (typeof VERSIONS)[number];
export type Unit = (typeof UNITS)[number];
