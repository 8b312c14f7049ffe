/**
 * List actions: steps that create a List variable and change or read it.
 * Add item, Remove item and Sort list change the List variable in place;
 * Get item, Get length and Join list write a new variable. Positions count
 * from 0, as in `{{items[0]}}`; a negative position counts from the end.
 */
import {defineGroup} from '../define';

/** The List variable every action after `create` works on. */
const list = {
  key: 'list',
  label: 'List',
  type: 'List',
  required: true,
  description: 'The List variable to work on, written as a variable: `{{invoiceNumbers}}`.',
  example: '{{invoiceNumbers}}',
} as const;

const notAList = {
  code: 'LIST_NOT_A_LIST',
  message: 'Variable [variable] is a [type], not a List.',
  when: 'The List field holds a Text (such as a comma-separated line), a Table or an Object, or a variable that was never set.',
  fix: 'Create the variable with Create list first, or turn a text into a List with the Text function (split).',
} as const;

const indexOutOfRange = {
  code: 'LIST_INDEX_OUT_OF_RANGE',
  message: 'Position [position] is outside the list of [length] items.',
  when: 'The position is at or past the number of items (positions count from 0, so the last item of 10 is 9), or the List is empty.',
  fix: 'Check the size with Get length first, or use -1 for the last item.',
} as const;

export default defineGroup('list', [
  {
    id: 'list.create',
    minClient: '4.0',
    title: 'Create list',
    summary: 'Creates a List variable, empty or with starting items.',
    inputs: [
      {
        key: 'items',
        label: 'Items',
        type: 'List',
        required: false,
        description:
          'The starting items, as a JSON list such as `["12345678000195", "98765432000198"]` or a variable holding a List. Empty creates an empty List.',
        example: ['12345678000195', '98765432000198'],
      },
    ],
    outputs: [
      {
        name: 'list',
        type: 'List',
        description: 'The new List. Name it after what it will hold, such as `invoiceNumbers` or `failedSuppliers`.',
      },
    ],
    errors: [
      {
        code: 'LIST_INVALID_ITEMS',
        message: 'Items [value] are not a valid List.',
        when: 'The Items field is text that is not a JSON list: single quotes, a missing bracket, or comma-separated values without brackets.',
        fix: 'Write the items as a JSON list with double quotes, `["a", "b"]`, or split a text with the Text function.',
      },
    ],
  },
  {
    id: 'list.addItem',
    minClient: '4.0',
    title: 'Add item',
    summary: 'Adds an item to a List variable, at the end or at a given position.',
    inputs: [
      list,
      {
        key: 'item',
        label: 'Item',
        type: 'Text',
        required: true,
        description:
          'The value to add: a text, a number, or a whole Object variable such as `{{row}}`, which is added as an Object.',
        example: '{{invoiceNumber}}',
      },
      {
        key: 'position',
        label: 'Position',
        type: 'Number',
        required: false,
        description:
          'Where to insert the item, counting from 0; the items from there move one place on. Empty adds it at the end.',
      },
      {
        key: 'skipDuplicates',
        label: 'Skip if already in list',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Do not add the item when an equal item is already in the List, so the List stays free of repeats.',
      },
    ],
    outputs: [],
    errors: [
      notAList,
      {
        // Same code and message; adding at the position equal to the length is the end, so only past it fails.
        ...indexOutOfRange,
        when: 'The position is past the number of items, such as 5 in a List of 2 (a position equal to the number of items adds at the end), or a negative position counts back past the first item.',
        fix: 'Leave Position empty to add at the end, use 0 to add at the start, or check the size with Get length first.',
      },
    ],
  },
  {
    id: 'list.removeItem',
    minClient: '4.0',
    title: 'Remove item',
    summary: 'Removes an item from a List variable, by position or by value.',
    inputs: [
      list,
      {
        key: 'removeBy',
        label: 'Remove by',
        type: 'Text',
        required: false,
        default: 'position',
        values: ['position', 'value'],
        description: 'Remove the item at a position, or the items equal to a value.',
        example: 'value',
      },
      {
        key: 'position',
        label: 'Position',
        type: 'Number',
        required: false,
        usedWhen: {removeBy: ['position']},
        default: 0,
        description:
          'With position: the item to remove, counting from 0; -1 is the last item. Removing position 0 in a loop works the List as a queue.',
      },
      {
        key: 'value',
        label: 'Value',
        type: 'Text',
        required: false,
        usedWhen: {removeBy: ['value']},
        description:
          'With value: the item to remove. Text is compared exactly, including case; an Object variable such as `{{row}}` matches Objects field by field.',
        example: '{{invoiceNumber}}',
      },
      {
        key: 'allOccurrences',
        label: 'Remove all occurrences',
        type: 'Boolean',
        required: false,
        usedWhen: {removeBy: ['value']},
        default: true,
        description: 'With value: remove every equal item, not only the first.',
      },
    ],
    outputs: [],
    errors: [
      notAList,
      indexOutOfRange,
      {
        code: 'LIST_ITEM_NOT_FOUND',
        message: 'Value [value] is not in the list.',
        when: 'No item equals the value: a difference in case, spaces or type (the number 4512 against the text "4512").',
        fix: 'Trim or convert the value with the Text or Number function first, or check with the List function (contains) before removing.',
      },
    ],
  },
  {
    id: 'list.getItem',
    minClient: '4.0',
    title: 'Get item',
    summary: 'Reads the item at a position of a List into a variable, without changing the List.',
    inputs: [
      list,
      {
        key: 'position',
        label: 'Position',
        type: 'Number',
        required: true,
        description: 'The item to read, counting from 0; -1 is the last item.',
        example: 0,
      },
    ],
    outputs: [
      {
        name: 'item',
        type: 'Object',
        description:
          'The item, with the type it was stored with: Text, Number or Object (read an Object field with `{{item.cnpj}}`).',
      },
    ],
    errors: [notAList, indexOutOfRange],
  },
  {
    id: 'list.getLength',
    minClient: '4.0',
    title: 'Get length',
    summary: 'Writes the number of items in a List to a variable.',
    inputs: [list],
    outputs: [{name: 'length', type: 'Number', description: 'How many items the List has; 0 for an empty List.'}],
    errors: [notAList],
  },
  {
    id: 'list.sort',
    minClient: '4.0',
    title: 'Sort list',
    summary: 'Sorts the items of a List variable in place, by value or by a field of its Objects.',
    inputs: [
      list,
      {
        key: 'order',
        label: 'Order',
        type: 'Text',
        required: false,
        default: 'ascending',
        values: ['ascending', 'descending'],
        description: 'The direction of the sort.',
      },
      {
        key: 'compareAs',
        label: 'Compare as',
        type: 'Text',
        required: false,
        default: 'text',
        values: ['text', 'number', 'date'],
        description:
          'How items are compared. As text, `10` comes before `9`; choose number for amounts and invoice numbers held as text.',
      },
      {
        key: 'field',
        label: 'Field',
        type: 'Text',
        required: false,
        description: 'For a List of Objects: the field to sort by, such as `dataVencimento`.',
      },
    ],
    outputs: [],
    errors: [
      notAList,
      {
        code: 'LIST_CANNOT_COMPARE',
        message: 'Item [position] ([value]) cannot be compared as [compareAs].',
        when: 'An item is not a number or a date when Compare as asks for one, or an Object lacks the sort Field.',
        fix: 'Clean the items before sorting, or sort as text; check the Field name against the Objects in the List.',
      },
    ],
  },
  {
    id: 'list.join',
    minClient: '4.0',
    title: 'Join list',
    summary: 'Joins the items of a List into one text, with a separator between them.',
    inputs: [
      list,
      {
        key: 'separator',
        label: 'Separator',
        type: 'Text',
        required: false,
        default: ', ',
        description:
          'The text put between two items, such as `, ` for the To field of Send email or a line break for a report.',
      },
      {
        key: 'field',
        label: 'Field',
        type: 'Text',
        required: false,
        description: 'For a List of Objects: the field of each Object to join, such as `numero`.',
      },
    ],
    outputs: [{name: 'joined', type: 'Text', description: 'The items as one text; empty for an empty List.'}],
    errors: [
      notAList,
      {
        code: 'LIST_OBJECT_ITEMS',
        message: 'Item [position] is an Object; set Field to join a List of Objects.',
        when: 'The List holds Objects (such as rows of a Table) and no Field was given.',
        fix: 'Set Field to the field to join, such as `numero`.',
      },
    ],
  },
]);
