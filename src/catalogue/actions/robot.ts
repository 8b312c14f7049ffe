/**
 * Robot flow control: decisions, loops, sub-routines, error handling, pauses
 * and calls to other robots. These steps shape the flow rather than doing
 * work, so their API entries sit with the JSON step format on the API entry page.
 *
 * Conventions fixed here (other pages follow them):
 * - Sub-routine arguments are read inside the sub-routine as `{{args[0]}}` (callSubRoutine
 *   v1_0_0, positional) or `{{args.invoiceNumber}}` (v2_0_0, named). Robot parameters stay
 *   `{{params.x}}`.
 * - A sub-routine returns a value with Exit sub-routine (v2_0_0 or v3_0_0); Call sub-routine
 *   v2_0_0 writes it to its output variable. Exit sub-routine v3_0_0 can instead raise an error
 *   with the writer's own code, which the Call sub-routine step then fails with.
 * - A robot returns a value to a caller (Call robot with Wait for result) through Stop robot's
 *   Result field.
 * - Loops can be named (Loop name); Next iteration, Stop iteration and Set loop count act on
 *   the innermost loop unless they name another.
 */
import {defineGroup} from '../define';
import {timeoutInput} from '../inputs';

/** The sub-routine to call, as named in the robot's Sub-routines panel. */
const subRoutine = {
  key: 'subRoutine',
  label: 'Sub-routine',
  type: 'Text',
  required: true,
  description:
    "The name of a sub-routine of this robot, as the Sub-routines panel shows it. Only the robot's own sub-routines can be called; use Call robot for another robot.",
  example: 'Post invoice to ERP',
} as const;

/** The loop a loop-control step acts on. */
const loopName = {
  key: 'loopName',
  label: 'Loop',
  type: 'Text',
  required: false,
  description:
    'The Loop name of an enclosing loop, for nested loops. Empty acts on the innermost loop around this step.',
} as const;

const subRoutineNotFound = {
  code: 'ROBOT_SUBROUTINE_NOT_FOUND',
  message: 'Sub-routine [subRoutine] was not found in robot [robot].',
  when: 'The sub-routine was renamed or deleted after the step was configured, or the name was typed with a different spelling or case.',
  fix: 'Pick the sub-routine again from the list in the step panel, or restore the sub-routine in the Sub-routines panel.',
} as const;

const subRoutineDepth = {
  code: 'ROBOT_SUBROUTINE_DEPTH_EXCEEDED',
  message: 'Sub-routine [subRoutine] was called more than [limit] levels deep.',
  when: 'Sub-routines call each other (or themselves) without an exit condition, so the calls nest beyond the limit of 50 levels.',
  fix: 'Add a Decision before the recursive call so it stops, or replace the recursion with a Loop.',
} as const;

const notInSubRoutine = {
  code: 'ROBOT_NOT_IN_SUBROUTINE',
  message: 'Exit sub-routine ran outside a sub-routine, in the main flow of [robot].',
  when: 'The step was placed (or pasted) in the main flow, where there is no sub-routine to leave.',
  fix: 'Move the step into the sub-routine; to end the whole run from the main flow, use Stop robot.',
} as const;

const errorCodeInvalid = {
  code: 'ROBOT_ERROR_CODE_INVALID',
  message: 'Error code [code] is not valid: use UPPER_SNAKE_CASE with at least two words, like SUPPLIER_NOT_FOUND.',
  when: 'An error code typed in the step is empty, has lowercase letters, spaces or symbols, or is a single word.',
  fix: 'Write the code in capitals with underscores between words, for example INVOICE_ALREADY_POSTED.',
} as const;

const conditionInvalid = {
  code: 'ROBOT_CONDITION_INVALID',
  message: 'Condition [condition] could not be evaluated: [reason].',
  when: 'The condition has a syntax error, names a variable that does not exist yet, or does not result in true or false.',
  fix: 'Check the condition in the step panel preview, compare with an operator (`{{invoice.total}} > 10000`), and make sure the variables are written before this step.',
} as const;

const notInLoop = {
  code: 'ROBOT_NOT_IN_LOOP',
  message: 'Step [step] must be inside a loop.',
  when: 'The step is in the main flow or a sub-routine but not inside any Loop step; a sub-routine called from a loop is not inside that loop.',
  fix: 'Move the step inside the Loop, or, in a sub-routine, exit with a value and act on it in the loop after Call sub-routine.',
} as const;

const loopNotFound = {
  code: 'ROBOT_LOOP_NOT_FOUND',
  message: 'No loop named [loopName] encloses step [step].',
  when: 'The Loop field names a loop that does not surround this step, or the loop was renamed.',
  fix: 'Use the Loop name of one of the loops around the step, or leave the field empty for the innermost loop.',
} as const;

export default defineGroup('robot', [
  {
    id: 'robot.callRobot',
    minClient: '4.0',
    title: 'Call robot',
    summary: 'Starts another robot with parameters and, optionally, waits for it to finish and reads its result.',
    inputs: [
      {
        key: 'robot',
        label: 'Robot',
        type: 'Text',
        required: true,
        description:
          'The name of the robot to start, as Studio lists it. The robot must be published and belong to the same company.',
        example: 'Bank reconciliation',
      },
      {
        key: 'parameters',
        label: 'Parameters',
        type: 'Object',
        required: false,
        description:
          "Values for the called robot's parameters, by parameter name. The called robot reads them as `{{params.name}}`.",
        example: {companyCnpj: '{{company.cnpj}}', referenceMonth: '2025-01'},
      },
      {
        key: 'waitForResult',
        label: 'Wait for result',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Wait until the called run ends and return its status and result. Off, the step only queues the run and continues at once.',
      },
      {
        ...timeoutInput(
          600000,
          'How long to wait for the called run to end when Wait for result is on. The called run keeps going if the wait times out.',
        ),
        usedWhen: {waitForResult: [true]},
      },
      {
        key: 'client',
        label: 'Machine',
        type: 'Text',
        required: false,
        description:
          "The Tucano Client machine to run on. Empty sends the called run to the caller's own machine, where it starts once the caller ends; with Wait for result on, the step fails at once with `ROBOT_NO_CLIENT_AVAILABLE`, so name another machine.",
        example: 'FIN-RPA-02',
      },
    ],
    outputs: [
      {
        name: 'robotRun',
        type: 'Object',
        description: 'The called run. Without Wait for result, status is `queued` and result is empty.',
        fields: [
          {key: 'runId', type: 'Text', description: 'Identifier of the run in the execution history.'},
          {
            key: 'status',
            type: 'Text',
            description:
              '`queued` without Wait for result, else `succeeded` or `stopped`: a called run that fails fails the step with `ROBOT_CALLED_RUN_FAILED` instead.',
          },
          {
            key: 'result',
            type: 'Object',
            description:
              "The value the called robot's Stop robot step returned in its Result field; empty if it ended without one.",
          },
          {key: 'duration', type: 'Number', description: 'How long the called run took, in milliseconds.'},
        ],
      },
    ],
    errors: [
      {
        code: 'ROBOT_NOT_FOUND',
        message: 'Robot [robot] was not found.',
        when: 'No published robot of the company has this name: it was renamed, deleted, or never published.',
        fix: 'Publish the robot in Studio, or pick it again from the list in the step panel.',
      },
      {
        code: 'ROBOT_PARAMETER_MISSING',
        message: 'Required parameter [parameter] was not given to robot [robot].',
        when: 'The called robot declares a required parameter that Parameters does not include.',
        fix: 'Add the parameter to Parameters with the exact name the called robot declares, or make it optional in that robot (Required off, with a default value), then save and publish that robot: Call robot starts its published version.',
      },
      {
        code: 'ROBOT_NO_CLIENT_AVAILABLE',
        message: 'No Client is available to run robot [robot].',
        when: 'Wait for result is on and the Client chosen for the run is offline, or busy with a run that the called robot would have to wait for, such as the calling run. The step fails at once rather than waiting.',
        fix: "Start the Tucano Client on that machine, or choose another machine in the step's Machine field.",
      },
      {
        code: 'ROBOT_CALL_TIMEOUT',
        message: 'Robot [robot] did not finish within [timeout] ms.',
        when: 'Wait for result is on and the called run takes longer than the Timeout. The called run is not stopped.',
        fix: 'Raise the Timeout, or turn off Wait for result and check the run later in the execution history.',
      },
      {
        code: 'ROBOT_CALLED_RUN_FAILED',
        message: 'Robot [robot] failed in run [runId]: [message].',
        when: 'Wait for result is on and the called run ends as failed.',
        fix: 'Open the run in the execution history to read the failing step; catch this code with Try catch if the caller should carry on.',
      },
    ],
  },
  {
    id: 'robot.callSubRoutine',
    minClient: '4.0',
    version: 'v1_0_0',
    title: 'Call sub-routine',
    summary: 'Runs a sub-routine of the robot, passing it a list of arguments by position.',
    supersededBy: {
      by: 'v2_0_0',
      changes:
        'v2_0_0 passes arguments by name, matched to the parameters the sub-routine declares, checks required parameters before the call, and writes the value the sub-routine exits with to an output variable. v1_0_0 passes an ordered list and returns nothing, so results travel through shared variables.',
      migration:
        'Declare the parameters on the sub-routine (Sub-routines panel, Parameters), add a new Call sub-routine step (it gets v2_0_0) and map each list item to its parameter name. Inside the sub-routine replace `{{args[0]}}`, `{{args[1]}}`... with `{{args.invoiceNumber}}`-style names, and end it with Exit sub-routine returning the value the caller used to read from a shared variable.',
    },
    inputs: [
      subRoutine,
      {
        key: 'arguments',
        label: 'Arguments',
        type: 'List',
        required: false,
        description:
          'Values passed in order. The sub-routine reads them as `{{args[0]}}`, `{{args[1]}}` and so on; missing positions are empty.',
        example: ['{{invoiceNumber}}', '{{supplierCnpj}}'],
      },
    ],
    outputs: [],
    errors: [subRoutineNotFound, subRoutineDepth],
  },
  {
    id: 'robot.callSubRoutine',
    minClient: '4.0',
    version: 'v2_0_0',
    title: 'Call sub-routine',
    summary: 'Runs a sub-routine of the robot with named parameters and writes the value it returns to a variable.',
    inputs: [
      subRoutine,
      {
        key: 'parameters',
        label: 'Parameters',
        type: 'Object',
        required: false,
        description:
          'Values for the parameters the sub-routine declares, by name. The sub-routine reads them as `{{args.invoiceNumber}}`.',
        example: {invoiceNumber: '{{invoiceNumber}}', supplierCnpj: '{{supplierCnpj}}'},
      },
    ],
    outputs: [
      {
        name: 'subRoutineResult',
        type: 'Object',
        description:
          'The value the sub-routine returned with Exit sub-routine (text, number, list or object); empty when it ended without one. If it exits with an error, this step fails with that error code instead.',
      },
    ],
    errors: [
      subRoutineNotFound,
      {
        code: 'ROBOT_SUBROUTINE_PARAMETER_MISSING',
        message: 'Required parameter [parameter] was not given to sub-routine [subRoutine].',
        when: 'The sub-routine declares a required parameter that Parameters does not include, or its value is empty.',
        fix: 'Add the parameter with the exact declared name, or mark it optional with a default in the Sub-routines panel.',
      },
      {
        code: 'ROBOT_SUBROUTINE_PARAMETER_UNKNOWN',
        message: 'Sub-routine [subRoutine] has no parameter named [parameter].',
        when: 'Parameters names a parameter the sub-routine does not declare, usually after a rename.',
        fix: 'Rename the key in Parameters to the declared name, or declare the parameter on the sub-routine.',
      },
      subRoutineDepth,
    ],
  },
  {
    id: 'robot.decision',
    minClient: '4.0',
    branches: ['then', 'else'],
    title: 'Decision',
    summary: 'Evaluates a condition and runs the Yes branch when it is true and the No branch when it is false.',
    inputs: [
      {
        key: 'condition',
        label: 'Condition',
        type: 'Text',
        required: true,
        description:
          'An expression that results in true or false, with the operators `==`, `!=`, `>`, `>=`, `<`, `<=`, `contains`, `isEmpty`, joined by `and` / `or`.',
        example: '{{invoice.total}} > 10000 and {{supplier.status}} == "active"',
      },
    ],
    outputs: [],
    errors: [conditionInvalid],
  },
  {
    id: 'robot.delay',
    minClient: '4.0',
    title: 'Delay',
    summary: 'Pauses the run for a fixed time before the next step.',
    inputs: [
      {
        key: 'duration',
        label: 'Duration',
        type: 'Number',
        required: true,
        description:
          'How long to pause, in the chosen unit. Variables are allowed, for example a wait time read from a custom field.',
        example: 5,
      },
      {
        key: 'unit',
        label: 'Unit',
        type: 'Text',
        required: false,
        default: 'seconds',
        values: ['milliseconds', 'seconds', 'minutes'],
        description: 'The unit of Duration.',
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'ROBOT_DELAY_OUT_OF_RANGE',
        message: 'Delay of [duration] [unit] is outside the allowed range of 0 to 60 minutes.',
        when: 'Duration is negative, is not a number, or is longer than one hour.',
        fix: 'Keep pauses under an hour; for longer waits end the run and start it again with a schedule, or use Wait for human interaction.',
      },
    ],
  },
  {
    id: 'robot.exitSubRoutine',
    minClient: '4.0',
    version: 'v1_0_0',
    title: 'Exit sub-routine',
    summary: 'Leaves the current sub-routine and returns to the step after the Call sub-routine that started it.',
    supersededBy: {
      by: 'v3_0_0',
      changes:
        'v2_0_0 added a Value that the sub-routine returns to Call sub-routine v2_0_0; v3_0_0, the latest, can also end the sub-routine with an error code and message that the calling step fails with. v1_0_0 only leaves the sub-routine.',
      migration:
        'Replace the step with a new Exit sub-routine (it gets v3_0_0) with Exit with set to value. Leaving Value empty behaves exactly like v1_0_0; to hand a result back, put it in Value and read it from the output variable of a Call sub-routine v2_0_0 step instead of a shared variable.',
    },
    inputs: [],
    outputs: [],
    errors: [notInSubRoutine],
  },
  {
    id: 'robot.exitSubRoutine',
    minClient: '4.0',
    version: 'v2_0_0',
    title: 'Exit sub-routine',
    summary: 'Leaves the current sub-routine and returns a value to the Call sub-routine step that started it.',
    supersededBy: {
      by: 'v3_0_0',
      changes:
        'v3_0_0 adds Exit with: besides returning a value, the sub-routine can end with an error code and message, and the calling Call sub-routine step fails with that code so Try catch can handle it.',
      migration:
        'Add a new Exit sub-routine step (it gets v3_0_0) with Exit with set to value and the same Value; where the sub-routine used to return a marker such as `"ERROR"` for the caller to test in a Decision, set Exit with to error, give an Error code and Error message, and wrap the Call sub-routine in Try catch.',
    },
    inputs: [
      {
        key: 'value',
        label: 'Value',
        type: 'Object',
        required: false,
        description:
          'The value to return: text, number, list or object. The Call sub-routine v2_0_0 step writes it to its output variable; empty returns nothing.',
        example: {invoiceNumber: '{{args.invoiceNumber}}', erpDocument: '{{erpDocumentId}}'},
      },
    ],
    outputs: [],
    errors: [notInSubRoutine],
  },
  {
    id: 'robot.exitSubRoutine',
    minClient: '4.0',
    version: 'v3_0_0',
    title: 'Exit sub-routine',
    summary: 'Leaves the current sub-routine either returning a value or raising an error in the step that called it.',
    inputs: [
      {
        key: 'exitWith',
        label: 'Exit with',
        type: 'Text',
        required: false,
        default: 'value',
        values: ['value', 'error'],
        description:
          'value returns Value to the caller; error makes the Call sub-routine step fail with Error code and Error message.',
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Object',
        required: false,
        usedWhen: {exitWith: ['value']},
        description:
          'With Exit with set to value: the value to return (text, number, list or object). Empty returns nothing.',
        example: {invoiceNumber: '{{args.invoiceNumber}}', erpDocument: '{{erpDocumentId}}'},
      },
      {
        key: 'errorCode',
        label: 'Error code',
        type: 'Text',
        required: true,
        usedWhen: {exitWith: ['error']},
        description:
          'With Exit with set to error: the code the calling step fails with, in UPPER_SNAKE_CASE, such as `SUPPLIER_NOT_REGISTERED`. A Try catch around the call reads it as `{{error.code}}`.',
      },
      {
        key: 'errorMessage',
        label: 'Error message',
        type: 'Text',
        required: false,
        usedWhen: {exitWith: ['error']},
        description:
          'With Exit with set to error: the message written to the log and to `{{error.message}}`. Variables are allowed: `Supplier {{args.supplierCnpj}} is not registered in the ERP.`',
      },
    ],
    outputs: [],
    errors: [notInSubRoutine, errorCodeInvalid],
  },
  {
    id: 'robot.loop',
    minClient: '4.0',
    branches: ['body'],
    title: 'Loop',
    summary:
      'Repeats the steps inside it a number of times, while a condition is true, or once for each item of a list or table.',
    inputs: [
      {
        key: 'mode',
        label: 'Mode',
        type: 'Text',
        required: true,
        values: ['count', 'while', 'forEach'],
        description:
          'count repeats Count times; while repeats as long as Condition is true, checked before each turn; forEach runs once per item of List.',
        example: 'forEach',
      },
      {
        key: 'count',
        label: 'Count',
        type: 'Number',
        required: false,
        usedWhen: {mode: ['count']},
        description: 'With count: how many times to repeat. Set loop count can change it while the loop runs.',
      },
      {
        key: 'condition',
        label: 'Condition',
        type: 'Text',
        required: false,
        usedWhen: {mode: ['while']},
        description:
          'With while: the condition checked before each turn, written as in Decision, such as `{{hasNextPage}} == true`.',
      },
      {
        key: 'list',
        label: 'List',
        type: 'List',
        required: false,
        usedWhen: {mode: ['forEach']},
        description: 'With forEach: a List variable, or a Table variable whose rows are visited in order.',
        example: '{{units}}',
      },
      {
        key: 'itemVariable',
        label: 'Item variable',
        type: 'Text',
        required: false,
        usedWhen: {mode: ['forEach']},
        default: 'item',
        description:
          'With forEach: the name of the variable that holds the current item. For a Table it is the row: with Item variable `unit`, read its columns as `{{unit.amount}}`.',
        example: 'unit',
      },
      {
        key: 'indexVariable',
        label: 'Index variable',
        type: 'Text',
        required: false,
        default: 'index',
        description: 'The variable that holds the turn number, starting at 0.',
      },
      {
        key: 'loopName',
        label: 'Loop name',
        type: 'Text',
        required: false,
        description:
          'A name for this loop, so steps in a nested loop can target it with Next iteration, Stop iteration or Set loop count.',
      },
      {
        key: 'maxIterations',
        label: 'Maximum iterations',
        type: 'Number',
        required: false,
        default: 10000,
        description:
          'A safety limit: the loop fails when it reaches this many turns, so a while condition that never turns false cannot run forever.',
      },
    ],
    outputs: [
      {
        name: 'item',
        type: 'Object',
        description: 'With forEach: the current item (a value, or a row object for a Table). Named by Item variable.',
      },
      {name: 'index', type: 'Number', description: 'The current turn number, from 0. Named by Index variable.'},
    ],
    errors: [
      conditionInvalid,
      {
        code: 'ROBOT_LOOP_NOT_A_LIST',
        message: 'Loop [loopName] expected a List or Table, but [variable] is [type].',
        when: 'In forEach mode, List holds a single value, an object, or a variable that was never written.',
        fix: 'Point List at a List or Table variable; to loop over an object, turn it into a list with Custom code first.',
      },
      {
        code: 'ROBOT_LOOP_LIMIT_REACHED',
        message: 'Loop [loopName] stopped after [maxIterations] iterations.',
        when: 'The loop reached Maximum iterations, usually a while condition that never becomes false.',
        fix: 'Make sure a step inside the loop changes what the condition reads, add Stop iteration on an exit condition, or raise Maximum iterations for really long lists.',
      },
    ],
  },
  {
    id: 'robot.nextIteration',
    minClient: '4.0',
    title: 'Next iteration',
    summary: 'Skips the rest of the current turn of a loop and continues with the next turn.',
    inputs: [loopName],
    outputs: [],
    errors: [notInLoop, loopNotFound],
  },
  {
    id: 'robot.section',
    minClient: '4.0',
    branches: ['steps'],
    title: 'Section',
    summary: 'Groups steps under a name in a collapsible block that organizes the flow without changing how it runs.',
    inputs: [
      {
        key: 'name',
        label: 'Name',
        type: 'Text',
        required: true,
        description: 'The heading shown in the flow and in the step log, where it prefixes the steps inside.',
        example: 'Log in to the supplier portal',
      },
      {
        key: 'description',
        label: 'Description',
        type: 'Text',
        required: false,
        description: 'A note for the people who maintain the robot. It is not written to the log.',
      },
      {
        key: 'collapsed',
        label: 'Collapsed',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Show the section folded in the robot editor. It has no effect on the run.',
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'ROBOT_SECTION_INVALID',
        message: 'Section [section] could not be loaded: [reason].',
        when: 'The robot was imported from JSON and the section step has no name, or its steps field is not a list of steps.',
        fix: 'Give the section step a name and a `steps` array in the JSON and import it again, or re-create the section in Studio.',
      },
    ],
  },
  {
    id: 'robot.setLoopCount',
    minClient: '4.0',
    title: 'Set loop count',
    summary: 'Changes how many times an enclosing count loop runs, while it is running.',
    inputs: [
      {
        key: 'count',
        label: 'Count',
        type: 'Number',
        required: true,
        description:
          'The new total number of turns, counted from the loop start. A value at or below the current turn ends the loop after this turn.',
        example: '{{totalPages}}',
      },
      loopName,
    ],
    outputs: [],
    errors: [
      notInLoop,
      loopNotFound,
      {
        code: 'ROBOT_LOOP_NOT_COUNT',
        message: 'Loop [loopName] is a [mode] loop; Set loop count works only on count loops.',
        when: 'The targeted loop runs in while or forEach mode, whose number of turns comes from its condition or list.',
        fix: 'Switch the loop to count mode, or change its condition or list instead.',
      },
      {
        code: 'ROBOT_LOOP_COUNT_INVALID',
        message: 'Loop count [count] is not a whole number of 0 or more.',
        when: 'Count is negative, has decimals, or is text that is not a number, such as a page total read with its label.',
        fix: 'Convert the value with the Number function (parse, round) before this step.',
      },
    ],
  },
  {
    id: 'robot.stopIteration',
    minClient: '4.0',
    title: 'Stop iteration',
    summary: 'Ends a loop at once and continues with the first step after it.',
    inputs: [loopName],
    outputs: [],
    errors: [notInLoop, loopNotFound],
  },
  {
    id: 'robot.stopRobot',
    minClient: '4.0',
    title: 'Stop robot',
    summary: 'Ends the run at once with a status, a message for the execution history and an optional result.',
    inputs: [
      {
        key: 'status',
        label: 'Status',
        type: 'Text',
        required: false,
        default: 'succeeded',
        values: ['succeeded', 'failed', 'stopped'],
        description:
          'The status the run ends with in the execution history. Stop robot ends the run even inside Try catch.',
      },
      {
        key: 'message',
        label: 'Message',
        type: 'Text',
        required: false,
        description: 'Shown with the status in the execution history and in the log.',
        example: 'No new NF-e invoices in the supplier portal today.',
      },
      {
        key: 'result',
        label: 'Result',
        type: 'Object',
        required: false,
        description:
          'A value returned to the robot that started this one with Call robot and Wait for result, as `{{robotRun.result}}`.',
        example: {processed: '{{processedCount}}', rejected: '{{rejectedInvoices}}'},
      },
    ],
    outputs: [],
    errors: [
      {
        code: 'ROBOT_STOPPED_AS_FAILED',
        message: 'The robot was stopped as failed: [message].',
        when: 'Status is failed: the run ends as failed with this code, which the execution history shows; a calling robot that waits for the result fails with `ROBOT_CALLED_RUN_FAILED`, whose message carries this one.',
        fix: 'This is the intended outcome of the step; read the message for the reason the flow gave, and fix the data or the condition that led there.',
      },
    ],
  },
  {
    id: 'robot.try_catch',
    minClient: '4.0',
    branches: ['try', 'catch'],
    title: 'Try catch',
    summary:
      'Runs the steps of the Try branch and, if one fails, runs the Catch branch with the error instead of stopping the robot.',
    inputs: [
      {
        key: 'errorCodes',
        label: 'Catch only',
        type: 'List',
        required: false,
        description:
          'Catch only these error codes; any other error passes on and stops the robot (or reaches an outer Try catch). Empty catches every error.',
        example: ['BROWSER_ELEMENT_NOT_FOUND', 'BROWSER_NAVIGATION_FAILED'],
      },
      {
        key: 'retries',
        label: 'Retries',
        type: 'Number',
        required: false,
        default: 0,
        description: 'Run the whole Try branch again this many times before going to the Catch branch.',
      },
      {
        key: 'retryDelay',
        label: 'Delay between retries (ms)',
        type: 'Number',
        unit: 'ms',
        required: false,
        default: {robotSetting: 'retryDelay'},
        description: 'Pause before each retry, for a portal or ERP that needs a moment to recover.',
      },
    ],
    outputs: [
      {
        name: 'error',
        type: 'Object',
        description: 'The caught error, readable in the Catch branch.',
        fields: [
          {key: 'code', type: 'Text', description: 'The error code, such as BROWSER_ELEMENT_NOT_FOUND.'},
          {key: 'message', type: 'Text', description: 'The message as written to the log.'},
          {key: 'step', type: 'Text', description: 'The name of the step that failed, prefixed with its section.'},
          {
            key: 'screenshot',
            type: 'File',
            description: 'The screenshot taken at the failure when Screenshot on failure is on; empty otherwise.',
          },
        ],
      },
    ],
    errors: [errorCodeInvalid],
  },
  {
    id: 'robot.waitHumanInteraction',
    minClient: '4.0',
    title: 'Wait for human interaction',
    summary:
      'Pauses the run until a person answers a form in Studio or by WhatsApp, then writes the answers to a variable.',
    inputs: [
      {
        key: 'title',
        label: 'Title',
        type: 'Text',
        required: true,
        description: "The question the person sees in Tasks, in Studio's left menu, or in the WhatsApp message.",
        example: 'Approve payment of NF-e {{invoiceNumber}}?',
      },
      {
        key: 'instructions',
        label: 'Instructions',
        type: 'Text',
        required: false,
        description: 'Details shown under the title: the data the person needs to decide.',
        example: 'Supplier {{supplierName}} ({{supplierCnpj}}), total {{totalText}}, due {{invoice.dueDate}}.',
      },
      {
        key: 'fields',
        label: 'Form fields',
        type: 'List',
        required: true,
        description:
          'The fields of the form, each with a key, a label and a type (Text, Number, Boolean, Date or a list of choices). By WhatsApp each field is one question.',
        example: [
          {key: 'approved', label: 'Approve payment?', type: 'Boolean'},
          {key: 'comment', label: 'Comment', type: 'Text'},
        ],
      },
      {
        key: 'channel',
        label: 'Channel',
        type: 'Text',
        required: false,
        default: 'studio',
        values: ['studio', 'whatsapp'],
        description:
          "studio shows the form in Tasks, in Studio's left menu, and notifies the assignee; whatsapp sends it from the number registered in Studio.",
      },
      {
        key: 'assignee',
        label: 'Assignee',
        type: 'Text',
        required: false,
        usedWhen: {channel: ['studio']},
        description:
          'With studio: the e-mail of a Studio user or the name of a group, who is notified and sees the task first; any user of the company can answer it, and with it empty nobody is notified.',
      },
      {
        key: 'whatsAppNumber',
        label: 'WhatsApp number',
        type: 'Text',
        required: false,
        usedWhen: {channel: ['whatsapp']},
        description:
          'With whatsapp: the number of the person who answers, with country code, such as `+5511987654321`.',
      },
      {
        key: 'timeout',
        label: 'Timeout (minutes)',
        type: 'Number',
        unit: 'minutes',
        required: false,
        default: 1440,
        description:
          'How long to wait for an answer. Meanwhile the run shows as waiting for a person and holds no Client.',
      },
    ],
    outputs: [
      {
        name: 'humanResponse',
        type: 'Object',
        description: 'The answer to the form.',
        fields: [
          {
            key: 'answers',
            type: 'Object',
            description: 'The values entered, by field key: `{{humanResponse.answers.approved}}`.',
          },
          {
            key: 'answeredBy',
            type: 'Text',
            description: 'The Studio user e-mail or the WhatsApp number that answered.',
          },
          {key: 'answeredAt', type: 'Date', description: 'When the answer arrived.'},
          {key: 'channel', type: 'Text', description: 'studio or whatsapp.'},
        ],
      },
    ],
    errors: [
      {
        code: 'ROBOT_HUMAN_INTERACTION_TIMEOUT',
        message: 'No one answered [title] within [timeout] minutes.',
        when: 'The form was not answered before the Timeout ran out.',
        fix: 'Raise the Timeout, set an Assignee who is notified, or catch this code with Try catch and take a default decision.',
      },
      {
        code: 'ROBOT_ASSIGNEE_NOT_FOUND',
        message: 'User or group [assignee] was not found in Studio.',
        when: 'The Assignee is not a user or group of the company, or the user was removed.',
        fix: 'Use the e-mail of an active Studio user or the exact name of a group, or leave Assignee empty.',
      },
      {
        code: 'ROBOT_WHATSAPP_NOT_CONFIGURED',
        message: 'No WhatsApp number is registered in Studio to send [title].',
        when: 'Channel is whatsapp but the company has no registered WhatsApp number, or none is still linked to WhatsApp.',
        fix: 'Register a number in Studio (see the tutorial on registering a WhatsApp number), or use the studio channel.',
      },
    ],
  },
]);
