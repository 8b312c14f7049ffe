/**
 * Messaging: SMS and WhatsApp messages sent by a robot, such as a payment
 * reminder or an alert when a run needs a person. WhatsApp messages go out
 * through a number registered in Studio (see the registerWhatsAppNumber tutorial).
 * Phone numbers are written in international format: `+5511987654321`.
 */
import {defineGroup} from '../define';

/** The recipient of both actions. */
const to = {
  key: 'to',
  label: 'To',
  type: 'Text',
  required: true,
  description:
    'The number in international format: `+`, country code, area code and number, such as `+5511987654321`. Spaces, dashes and parentheses are removed. An SMS reaches mobiles only; WhatsApp also reaches a landline that runs WhatsApp Business.',
  example: '{{supplier.celular}}',
} as const;

export default defineGroup('messaging', [
  {
    id: 'messaging.sendSMS',
    minClient: '4.0',
    title: 'Send SMS',
    summary: 'Sends a text message by SMS to a mobile number.',
    inputs: [
      to,
      {
        key: 'message',
        label: 'Message',
        type: 'Text',
        required: true,
        description:
          'The text to send, up to 640 characters. Above 160 characters (70 with accents or emoji) the message is sent in several parts that the phone joins.',
        example: 'ACME: o boleto da NF {{invoiceNumber}} vence em {{dueDate}}. Valor R$ {{amount}}.',
      },
    ],
    outputs: [
      {
        name: 'sms',
        type: 'Object',
        description: 'The message as the SMS service accepted it.',
        fields: [
          {
            key: 'id',
            type: 'Text',
            description: 'The identifier of the message, to look it up in the execution history.',
          },
          {
            key: 'status',
            type: 'Text',
            description: '`accepted` when the service took the message; delivery to the phone happens afterwards.',
          },
          {key: 'parts', type: 'Number', description: 'How many SMS parts the message was split into.'},
        ],
      },
    ],
    errors: [
      {
        code: 'SMS_INVALID_NUMBER',
        message: 'Phone number [number] is not a valid mobile number.',
        when: 'The number lacks the country or area code, has too few digits, or is a landline.',
        fix: 'Write the number as `+55`, area code and the 9-digit mobile number; check numbers from a spreadsheet with `actions.checker.phone` in a Custom code v2_0_0 step.',
      },
      {
        code: 'SMS_MESSAGE_TOO_LONG',
        message: 'The message has [length] characters; the limit is [limit].',
        when: 'The text, after variables are filled in, is longer than 640 characters.',
        fix: 'Shorten the text, or send a link to the details instead of the details themselves.',
      },
      {
        code: 'SMS_SEND_FAILED',
        message: 'The SMS to [number] was not accepted: [reason].',
        when: 'The carrier refused the number (inactive or blocked for messages) or the SMS service was unavailable.',
        fix: 'Check the number with the recipient; put the step in a Try catch and retry later for temporary failures.',
      },
    ],
  },
  {
    id: 'messaging.whatsAppSendMessage',
    minClient: '4.0',
    title: 'Send WhatsApp message',
    summary: 'Sends a WhatsApp message, with an optional file, from a number registered in Studio.',
    inputs: [
      {
        key: 'sender',
        label: 'Send from',
        type: 'Text',
        required: true,
        description:
          'One of the WhatsApp numbers registered for your company in Studio, in international format. The step panel lists them.',
        example: '+551130304545',
      },
      to,
      {
        key: 'message',
        label: 'Message',
        type: 'Text',
        required: true,
        description:
          'The text to send; WhatsApp formatting such as `*bold*` and `_italic_` works. With a file, it is sent as the file caption.',
        example: 'Olá {{supplier.nome}}, segue o comprovante de pagamento da NF {{invoiceNumber}}.',
      },
      {
        key: 'attachment',
        label: 'File',
        type: 'File',
        required: false,
        description: 'A file on the Client machine to send with the message: a PDF, image, spreadsheet or XML.',
        example: 'C:\\Tucano\\Comprovantes\\pagamento-{{invoiceNumber}}.pdf',
      },
    ],
    outputs: [
      {
        name: 'whatsAppMessage',
        type: 'Object',
        description: 'The message as WhatsApp accepted it.',
        fields: [
          {key: 'id', type: 'Text', description: 'The WhatsApp message identifier.'},
          {
            key: 'status',
            type: 'Text',
            description: '`sent` when WhatsApp accepted the message; read receipts are not reported.',
          },
        ],
      },
    ],
    errors: [
      {
        code: 'WHATSAPP_NUMBER_NOT_REGISTERED',
        message: 'The number [number] is not registered in Studio.',
        when: 'Send from names a number that was never registered, was removed, or belongs to another company.',
        fix: 'Register the number in Studio (see the tutorial on registering a WhatsApp number), or pick one of the numbers the step panel lists.',
      },
      {
        code: 'WHATSAPP_NUMBER_DISCONNECTED',
        message: 'The WhatsApp number [number] is disconnected.',
        when: 'The registered number lost its link to WhatsApp: the phone was reset, WhatsApp was reinstalled or the link expired.',
        fix: 'Reconnect the number on its page in Studio; messages sent while it was disconnected must be sent again.',
      },
      {
        code: 'WHATSAPP_INVALID_RECIPIENT',
        message: 'The recipient [number] is not a WhatsApp account.',
        when: 'The number is misspelled, lacks the country code, or has no WhatsApp account.',
        fix: 'Check the number with the recipient, or fall back to Send SMS or Send email in a Try catch.',
      },
      {
        code: 'WHATSAPP_ATTACHMENT_NOT_FOUND',
        message: 'File [file] was not found on the Client machine.',
        when: 'The path is wrong, or the step that should have created the file failed or ran on another machine.',
        fix: 'Use the path returned by the step that created the file, and check it with Get file details.',
      },
    ],
  },
]);
