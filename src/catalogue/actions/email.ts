/**
 * Email actions: a mailbox session over IMAP (reading) and SMTP (sending),
 * opened by `email.connection` for a generic server or for Gmail and Outlook
 * with an app password. Every other email action takes that session.
 */
import {defineGroup} from '../define';

/** The session input every email action after `connection` takes. */
const session = {
  key: 'session',
  label: 'Email session',
  type: 'Session',
  required: true,
  description: 'The session returned by Email connection, written as its output variable: `{{mailbox}}`.',
  example: '{{mailbox}}',
} as const;

/** The message input of the actions that work on one message. */
const message = {
  key: 'message',
  label: 'Message',
  type: 'Object',
  required: true,
  description:
    'One message of the List that Read emails returns, usually the current item of a For each loop over `{{messages}}`. The step uses its `id` to find the message on the server.',
  example: '{{message}}',
} as const;

const sessionClosed = {
  code: 'EMAIL_SESSION_CLOSED',
  message: 'The email session [session] is closed.',
  when: 'The server ended the connection after a long idle time, the network dropped, or the session variable was never set because Email connection failed inside a try_catch.',
  fix: 'Put Email connection right before the email steps, or connect again in the catch branch and retry.',
} as const;

const messageNotFound = {
  code: 'EMAIL_MESSAGE_NOT_FOUND',
  message: 'Message [id] was not found in folder [folder].',
  when: 'The message was moved or deleted after Read emails listed it, by a person, a mail rule or another robot reading the same mailbox.',
  fix: 'Read the messages again just before acting on them, and turn off mail rules that move messages out of the folder the robot reads.',
} as const;

export default defineGroup('email', [
  {
    id: 'email.connection',
    minClient: '4.0',
    title: 'Email connection',
    summary:
      'Connects to a mailbox over IMAP and SMTP, or to Gmail or Outlook with an app password, and returns the session.',
    inputs: [
      {
        key: 'provider',
        label: 'Provider',
        type: 'Text',
        required: false,
        default: 'imap',
        values: ['imap', 'gmail', 'outlook'],
        description:
          'Gmail and Outlook fill in the server addresses and ports for you; IMAP/SMTP takes them from the fields below.',
      },
      {
        key: 'username',
        label: 'Email address',
        type: 'Text',
        required: true,
        description: 'The mailbox to sign in to, usually its full address.',
        example: 'notas.fiscais@distribuidora.example',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: true,
        description:
          'The mailbox password, or for Gmail and Outlook an app password created in the account security settings. Keep it in a custom field.',
        example: '{{custom.mailboxPassword}}',
      },
      {
        key: 'imapHost',
        label: 'IMAP server',
        type: 'Text',
        required: false,
        description: 'Server that Read emails and the other reading actions use. Only for the IMAP/SMTP provider.',
        example: 'imap.distribuidora.example',
      },
      {
        key: 'imapPort',
        label: 'IMAP port',
        type: 'Number',
        required: false,
        default: 993,
        description: 'Port of the IMAP server; 993 is IMAP over SSL/TLS.',
      },
      {
        key: 'smtpHost',
        label: 'SMTP server',
        type: 'Text',
        required: false,
        description: 'Server that Send email uses. Leave empty if the robot only reads mail.',
        example: 'smtp.distribuidora.example',
      },
      {
        key: 'smtpPort',
        label: 'SMTP port',
        type: 'Number',
        required: false,
        default: 465,
        description: 'Port of the SMTP server: 465 with SSL/TLS (the default Security), or 587 with STARTTLS.',
      },
      {
        key: 'security',
        label: 'Security',
        type: 'Text',
        required: false,
        default: 'ssl',
        values: ['ssl', 'starttls', 'none'],
        description: 'How the connection is encrypted. Use none only on an internal server that offers no encryption.',
      },
    ],
    outputs: [
      {name: 'mailbox', type: 'Session', description: 'The email session, passed to every later email action.'},
    ],
    errors: [
      {
        code: 'EMAIL_AUTH_FAILED',
        message: 'The server rejected the sign-in for [username]: [reason].',
        when: 'The password is wrong, or Gmail or Outlook refuses the account password because the account has two-step verification and needs an app password.',
        fix: 'Create an app password in the account security settings (see the Gmail configuration tutorial), store it in a custom field and use that field as Password.',
      },
      {
        code: 'EMAIL_CONNECTION_FAILED',
        message: 'Could not connect to [host]:[port]: [reason].',
        when: 'The server address or port is wrong, or a firewall on the Client machine network blocks the port.',
        fix: 'Check the address and port with your email provider, and test the port from the Client machine (for example with Test-NetConnection on Windows).',
      },
      {
        code: 'EMAIL_TLS_FAILED',
        message: 'The secure connection to [host] failed: [reason].',
        when: 'The Security setting does not match the ports (ssl with IMAP 143 or SMTP 587, starttls with IMAP 993 or SMTP 465), or the server certificate is expired or self-signed.',
        fix: 'Security covers both servers: use ssl with IMAP 993 and SMTP 465, or starttls with IMAP 143 and SMTP 587; ask the mail administrator to renew an expired certificate.',
      },
    ],
  },
  {
    id: 'email.read',
    minClient: '4.0',
    title: 'Read emails',
    summary: 'Reads the messages of a mailbox folder that match the filters and returns them as a List.',
    inputs: [
      session,
      {
        key: 'folder',
        label: 'Folder',
        type: 'Text',
        required: false,
        default: 'INBOX',
        description:
          'The folder to read. Subfolders are written with the server separator, such as `INBOX/Fornecedores`; Gmail labels are folders.',
      },
      {
        key: 'unreadOnly',
        label: 'Only unread',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Read only the messages not yet marked as read.',
      },
      {
        key: 'from',
        label: 'From',
        type: 'Text',
        required: false,
        description: 'Keep messages whose sender contains this text: a full address or a domain.',
        example: '@fornecedor.example',
      },
      {
        key: 'subjectContains',
        label: 'Subject contains',
        type: 'Text',
        required: false,
        description: 'Keep messages whose subject contains this text, ignoring case.',
        example: 'Nota Fiscal',
      },
      {
        key: 'since',
        label: 'Received since',
        type: 'Date',
        required: false,
        description: 'Keep messages received on or after this date.',
      },
      {
        key: 'until',
        label: 'Received until',
        type: 'Date',
        required: false,
        description: 'Keep messages received on or before this date.',
      },
      {
        key: 'hasAttachments',
        label: 'Only with attachments',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Keep only messages that carry at least one attachment.',
      },
      {
        key: 'limit',
        label: 'Maximum messages',
        type: 'Number',
        required: false,
        default: 50,
        description: 'The most messages to return, newest first. Use 0 for no limit.',
      },
    ],
    outputs: [
      {
        name: 'messages',
        type: 'List',
        description: 'The matching messages, newest first; an empty List when none match.',
        fields: [
          {
            key: 'id',
            type: 'Text',
            description: 'The message identifier on the server, used by the other email actions.',
          },
          {
            key: 'from',
            type: 'Text',
            description: 'The sender name and address, such as `Fiscal ACME <nfe@acme.example>`.',
          },
          {key: 'to', type: 'List', description: 'The recipient addresses.'},
          {key: 'subject', type: 'Text', description: 'The subject, decoded.'},
          {key: 'date', type: 'Date', description: 'When the message was received.'},
          {key: 'text', type: 'Text', description: 'The body as plain text.'},
          {
            key: 'attachments',
            type: 'List',
            description: 'The names of the attached files, such as `NFe-4512.xml`. Save them with Save attachments.',
          },
        ],
      },
    ],
    errors: [
      sessionClosed,
      {
        code: 'EMAIL_FOLDER_NOT_FOUND',
        message: 'Folder [folder] does not exist in the mailbox.',
        when: 'The folder name is misspelled, uses the wrong separator, or is a localized name (Gmail shows `[Gmail]/Todos os e-mails` in Portuguese accounts).',
        fix: 'Copy the folder name exactly as the server lists it, with its parent folders and separator.',
      },
      {
        code: 'EMAIL_INVALID_FILTER',
        message: 'Received since [since] is later than Received until [until].',
        when: 'The date filters select an empty period, often because a date variable holds the wrong format.',
        fix: 'Swap the dates or check the variables with a Log step before Read emails.',
      },
    ],
  },
  {
    id: 'email.send',
    minClient: '4.0',
    title: 'Send email',
    summary: 'Sends a message through the session SMTP server, with optional copies and attachments.',
    inputs: [
      session,
      {
        key: 'to',
        label: 'To',
        type: 'Text',
        required: true,
        description: 'One or more recipient addresses, separated by commas.',
        example: 'contas.pagar@distribuidora.example',
      },
      {
        key: 'cc',
        label: 'Cc',
        type: 'Text',
        required: false,
        description: 'Addresses that receive a copy, separated by commas.',
      },
      {
        key: 'bcc',
        label: 'Bcc',
        type: 'Text',
        required: false,
        description: 'Addresses that receive a hidden copy, separated by commas.',
      },
      {
        key: 'subject',
        label: 'Subject',
        type: 'Text',
        required: true,
        description: 'The subject line. Variables are allowed.',
        example: 'NF-e {{invoiceNumber}} lançada no ERP',
      },
      {
        key: 'body',
        label: 'Body',
        type: 'Text',
        required: true,
        description: 'The message body, as plain text or HTML according to Body format.',
        example: 'A nota {{invoiceNumber}} do fornecedor {{supplierName}} foi lançada com sucesso.',
      },
      {
        key: 'bodyFormat',
        label: 'Body format',
        type: 'Text',
        required: false,
        default: 'text',
        values: ['text', 'html'],
        description: 'How the body is sent. With html, tables and links in the body are kept.',
      },
      {
        key: 'attachments',
        label: 'Attachments',
        type: 'List',
        required: false,
        description:
          'Paths of files on the Client machine to attach, such as `["C:\\\\Tucano\\\\Relatorios\\\\fechamento.xlsx"]`.',
      },
      {
        key: 'replyTo',
        label: 'Reply to',
        type: 'Text',
        required: false,
        description: 'The address replies go to, when it is not the sending mailbox.',
      },
    ],
    outputs: [],
    errors: [
      sessionClosed,
      {
        code: 'EMAIL_INVALID_ADDRESS',
        message: 'Address [address] is not a valid email address.',
        when: 'A To, Cc, Bcc or Reply to value is misspelled or a variable was empty or held a name instead of an address.',
        fix: 'Check the address variable with a Log step before sending. To validate many addresses, call `actions.checker.email` from a Custom code v2_0_0 step; the checker is not in the Actions panel.',
      },
      {
        code: 'EMAIL_ATTACHMENT_NOT_FOUND',
        message: 'Attachment [file] was not found on the Client machine.',
        when: 'The path is wrong, or the file was created on another machine or by a step that failed.',
        fix: 'Use the path returned by the step that created the file, and check it with Get file details.',
      },
      {
        code: 'EMAIL_NO_SMTP_SERVER',
        message: 'The email session [session] has no SMTP server to send with.',
        when: 'Email connection opened the session with the IMAP/SMTP provider and SMTP server left empty, which is right for a robot that only reads mail.',
        fix: 'Fill in SMTP server and SMTP port in the Email connection step that opens this session.',
      },
      {
        code: 'EMAIL_SEND_FAILED',
        message: 'The SMTP server refused the message: [reason].',
        when: 'The message is larger than the server limit, the mailbox reached its daily sending quota, or the account may not send as this address.',
        fix: 'Compress or split large attachments, spread sending over time, or ask the mail administrator to allow sending from this account.',
      },
    ],
  },
  {
    id: 'email.attachments',
    minClient: '4.0',
    title: 'Save attachments',
    summary: 'Saves the attachments of a message to a folder on the Client machine and returns their paths.',
    inputs: [
      session,
      message,
      {
        key: 'folder',
        label: 'Save to folder',
        type: 'File',
        required: true,
        description: 'The folder to save the files in. It is created if it does not exist.',
        example: 'C:\\Tucano\\NFe\\Recebidas',
      },
      {
        key: 'nameFilter',
        label: 'Only files matching',
        type: 'Text',
        required: false,
        default: '*',
        description:
          'Save only attachments whose name matches this pattern, such as `*.xml` for NF-e files; several patterns are separated by commas.',
      },
      {
        key: 'overwrite',
        label: 'Overwrite existing files',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Replace a file of the same name. When off, a number is added to the new name: `NFe-4512 (1).xml`.',
      },
    ],
    outputs: [
      {
        name: 'savedFiles',
        type: 'List',
        description:
          'The full paths of the saved files, in the order of the message; an empty List when no attachment matches.',
      },
    ],
    errors: [
      sessionClosed,
      messageNotFound,
      {
        code: 'EMAIL_ATTACHMENT_SAVE_FAILED',
        message: 'Could not save attachment [file] to [folder]: [reason].',
        when: 'The Client user may not write to the folder, the disk is full, or the folder is on a network drive that is not mapped for the Client service.',
        fix: 'Give the Client user write access to the folder, or use a local folder and copy the files afterwards.',
      },
    ],
  },
  {
    id: 'email.subject',
    minClient: '4.0',
    title: 'Get subject',
    summary:
      'Returns the decoded subject of a message, optionally without reply prefixes or reduced to the part a pattern captures.',
    inputs: [
      session,
      message,
      {
        key: 'removePrefixes',
        label: 'Remove reply prefixes',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Remove leading prefixes such as `Re:`, `RES:`, `Fwd:` and `ENC:`, however many there are.',
      },
      {
        key: 'pattern',
        label: 'Extract with pattern',
        type: 'Text',
        required: false,
        description:
          'A regular expression; the step returns its first capture group instead of the whole subject. Empty returns the whole subject.',
        example: 'NF-e (\\d+)',
      },
    ],
    outputs: [
      {
        name: 'subject',
        type: 'Text',
        description: 'The subject, or the captured part; empty when the pattern does not match.',
      },
    ],
    errors: [
      sessionClosed,
      messageNotFound,
      {
        code: 'EMAIL_INVALID_PATTERN',
        message: 'Pattern [pattern] is not a valid regular expression: [reason].',
        when: 'The pattern has an unclosed group or bracket, or a backslash that is not escaped.',
        fix: 'Test the pattern on a sample subject in a regular expression tester, using JavaScript syntax.',
      },
    ],
  },
  {
    id: 'email.text',
    minClient: '4.0',
    title: 'Get email text',
    summary: 'Returns the body of a message as plain text or HTML, optionally without the quoted earlier messages.',
    inputs: [
      session,
      message,
      {
        key: 'format',
        label: 'Format',
        type: 'Text',
        required: false,
        default: 'text',
        values: ['text', 'html'],
        description:
          'Plain text, or the HTML body as sent. A message with no HTML part returns its text in both formats.',
      },
      {
        key: 'removeQuoted',
        label: 'Remove quoted replies',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Cut the text at the first quoted earlier message (`Em 10/04/2024, Fulano escreveu:` or `-----Original Message-----`).',
      },
    ],
    outputs: [{name: 'emailText', type: 'Text', description: 'The body in the chosen format.'}],
    errors: [sessionClosed, messageNotFound],
  },
  {
    id: 'email.markAsRead',
    minClient: '4.0',
    title: 'Mark as read',
    summary:
      'Marks a message as read, or as unread again, so the next Read emails with Only unread skips or includes it.',
    inputs: [
      session,
      message,
      {
        key: 'read',
        label: 'Mark as read',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'On marks the message as read; off marks it as unread, for instance to leave a message the robot could not process for a person.',
      },
    ],
    outputs: [],
    errors: [
      sessionClosed,
      messageNotFound,
      {
        code: 'EMAIL_READ_ONLY_FOLDER',
        message: 'Folder [folder] is read-only for [username].',
        when: 'The mailbox is a shared mailbox or folder where the account has read permission only.',
        fix: 'Ask the mail administrator to give the account full access to the shared mailbox.',
      },
    ],
  },
]);
