/**
 * API actions: an HTTP request to any REST or SOAP endpoint, and Amazon
 * Textract for reading text, forms and tables out of scanned documents. Both
 * run from the Client machine (Windows or Linux) and use the robot's proxy
 * setting; credentials come from secret custom fields, which the log shows as ••••••.
 */
import {defineGroup} from '../define';
import type {ActionSpec} from '../schema';
import {timeoutInput} from '../inputs';

type InputSpec = ActionSpec['inputs'][number];
type ErrorSpec = ActionSpec['errors'][number];

/** The AWS credentials Textract takes, both kept in custom fields. */
const accessKeyId: InputSpec = {
  key: 'accessKeyId',
  label: 'Access key ID',
  type: 'Secret',
  required: true,
  description: 'The access key ID of an IAM user allowed to call Textract. Keep it in a custom field.',
  example: '{{custom.awsAccessKeyId}}',
};

const secretAccessKey: InputSpec = {
  key: 'secretAccessKey',
  label: 'Secret access key',
  type: 'Secret',
  required: true,
  description:
    'The secret that goes with the access key ID, shown once when AWS creates the key. Keep it in a custom field.',
  example: '{{custom.awsSecretAccessKey}}',
};

const requestTimeout: ErrorSpec = {
  code: 'API_TIMEOUT',
  message: 'The request to [url] did not finish within [timeout] ms.',
  when: 'The server is slow to answer (a large report, a busy government web service) or the connection stalled.',
  fix: 'Raise the Timeout for slow endpoints, ask for less data per call (pagination, date filters), or retry in a Loop with a Try catch.',
};

export default defineGroup('apis', [
  {
    id: 'apis.api-request',
    minClient: '4.0',
    title: 'API request',
    summary:
      'Sends an HTTP request with headers, a body and authentication, and writes the response status, headers and body to a variable.',
    inputs: [
      {
        key: 'method',
        label: 'Method',
        type: 'Text',
        required: false,
        default: 'GET',
        values: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
        description: 'The HTTP method. Only POST, PUT and PATCH send the Body.',
      },
      {
        key: 'url',
        label: 'URL',
        type: 'Text',
        required: true,
        description:
          'The full address, including `https://` and any query string. Variables in it are URL-encoded for you.',
        example: 'https://api.fornecedor.example/v1/pedidos?cnpj={{supplierCnpj}}',
      },
      {
        key: 'headers',
        label: 'Headers',
        type: 'Object',
        required: false,
        description:
          'Request headers as an Object of name and value, such as `{"Accept": "application/json"}`. Authentication headers come from Authentication, not from here.',
        example: {Accept: 'application/json'},
      },
      {
        key: 'body',
        label: 'Body',
        type: 'Object',
        required: false,
        description:
          'What to send with POST, PUT and PATCH, encoded as Body format says: JSON by default, form fields for an Object with `form`, or a Text unchanged with `text` (with the Content-Type you set in Headers).',
      },
      {
        key: 'bodyType',
        label: 'Body format',
        type: 'Text',
        required: false,
        default: 'json',
        values: ['json', 'form', 'text'],
        description:
          'json sends `application/json`; form sends an Object as `application/x-www-form-urlencoded`, as OAuth token endpoints expect; text sends the Body unchanged.',
      },
      {
        key: 'auth',
        label: 'Authentication',
        type: 'Text',
        required: false,
        default: 'none',
        values: ['none', 'basic', 'bearer', 'apiKey'],
        description:
          'How the request proves who sends it. The fields below that match the choice are used; the others are ignored.',
      },
      {
        key: 'username',
        label: 'User name',
        type: 'Text',
        required: false,
        usedWhen: {auth: ['basic']},
        description: 'For basic authentication: the user name sent with Password in the Authorization header.',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: false,
        usedWhen: {auth: ['basic']},
        description:
          'For basic authentication: the password. Keep it in a custom field such as `{{custom.portalPassword}}`.',
      },
      {
        key: 'token',
        label: 'Token',
        type: 'Secret',
        required: false,
        usedWhen: {auth: ['bearer']},
        description:
          'For bearer authentication: the token sent as `Authorization: Bearer token`, from a custom field or from an earlier token request (`{{tokenResponse.body.access_token}}`).',
      },
      {
        key: 'apiKeyName',
        label: 'API key name',
        type: 'Text',
        required: false,
        usedWhen: {auth: ['apiKey']},
        default: 'X-API-Key',
        description: 'For API key authentication: the header or query parameter name the API expects.',
      },
      {
        key: 'apiKeyIn',
        label: 'Send API key in',
        type: 'Text',
        required: false,
        usedWhen: {auth: ['apiKey']},
        default: 'header',
        values: ['header', 'query'],
        description: "For API key authentication: send the key as a header, or append it to the URL's query string.",
      },
      {
        key: 'apiKey',
        label: 'API key',
        type: 'Secret',
        required: false,
        usedWhen: {auth: ['apiKey']},
        description: 'For API key authentication: the key. Keep it in a custom field such as `{{custom.erpApiKey}}`.',
      },
      {
        key: 'responseType',
        label: 'Response format',
        type: 'Text',
        required: false,
        default: 'auto',
        values: ['auto', 'json', 'text'],
        description:
          'auto parses the body as JSON when the response Content-Type is JSON and keeps it as Text otherwise; json always parses and fails on invalid JSON.',
      },
      {
        key: 'failOnHttpError',
        label: 'Fail on HTTP error status',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Fail with API_HTTP_ERROR when the status is 400 or higher. Off writes the response and goes on, so a Decision can check `{{response.status}}`.',
      },
      timeoutInput({robotSetting: 'timeout'}, 'How long to wait for the whole response before failing.'),
    ],
    outputs: [
      {
        name: 'response',
        type: 'Object',
        description:
          "The server's answer. It is written even for error statuses when Fail on HTTP error status is off.",
        fields: [
          {key: 'status', type: 'Number', description: 'The HTTP status code, such as 200 or 404.'},
          {key: 'statusText', type: 'Text', description: 'The status reason phrase, such as `OK` or `Not Found`.'},
          {
            key: 'headers',
            type: 'Object',
            description: 'The response headers, names in lower case: `{{response.headers["content-type"]}}`.',
          },
          {
            key: 'body',
            type: 'Object',
            description:
              'The body: an Object or List when it is JSON, otherwise Text. Read fields with `{{response.body.id}}`.',
          },
          {key: 'duration', type: 'Number', description: 'How long the request took, in milliseconds.'},
        ],
      },
    ],
    errors: [
      {
        code: 'API_REQUEST_FAILED',
        message: 'Could not reach [url]: [reason].',
        when: 'The host name does not resolve from the Client machine, the connection is refused, the TLS certificate is invalid, or a proxy blocks the address.',
        fix: 'Open the URL from the Client machine (`curl -v URL`) to see the same failure; set the proxy in the robot settings if the network requires one.',
      },
      requestTimeout,
      {
        code: 'API_HTTP_ERROR',
        message: '[method] [url] returned HTTP [status] [statusText].',
        when: 'The server answered with a status of 400 or higher: a wrong field in the body (400), a missing or expired credential (401, 403), a wrong path (404) or a server failure (500).',
        fix: 'Read `{{error.message}}` and the body the API sent back: turn off Fail on HTTP error status to inspect `{{response.body}}`, fix the request, and refresh the token or API key custom field for 401.',
      },
      {
        code: 'API_INVALID_JSON',
        message: 'The response from [url] is not valid JSON: [reason].',
        when: 'Response format is json but the server sent HTML or text, often a login page, a proxy error page or a maintenance notice.',
        fix: 'Set Response format to auto or text and look at `{{response.body}}` to see what the server really sent.',
      },
    ],
  },
  {
    id: 'apis.aws.textract',
    minClient: '4.0',
    title: 'Amazon Textract',
    summary:
      'Sends a scanned document or image to Amazon Textract and returns its text, its form fields as key-value pairs and its tables.',
    inputs: [
      {
        key: 'file',
        label: 'File',
        type: 'File',
        required: true,
        description:
          'The document on the Client machine: PDF, TIFF, JPEG or PNG, up to 10 MB for a single page and 500 MB for a multi-page PDF or TIFF.',
        example: 'C:\\Tucano\\Downloads\\boleto-{{invoiceNumber}}.pdf',
      },
      {
        key: 'features',
        label: 'Features',
        type: 'List',
        required: false,
        values: ['text', 'forms', 'tables'],
        description:
          'What to extract: text is always returned, listed or not; forms and tables are billed per page by AWS on top of text detection. Empty extracts text only.',
        example: ['text', 'forms', 'tables'],
      },
      {
        key: 'region',
        label: 'AWS region',
        type: 'Text',
        required: true,
        description:
          'The AWS region whose Textract endpoint is called, such as `us-east-1`. Textract runs only in some regions; the S3 bucket must be in the same one.',
        example: 'us-east-1',
      },
      accessKeyId,
      secretAccessKey,
      {
        key: 's3Bucket',
        label: 'S3 bucket',
        type: 'Text',
        required: false,
        description:
          'Needed for PDF and TIFF files with more than one page, which Textract reads only from S3: the step uploads the file there, waits for the analysis and deletes the upload.',
      },
      timeoutInput(
        120000,
        'How long to wait for the analysis; multi-page documents take about one to two seconds per page.',
      ),
    ],
    outputs: [
      {
        name: 'textract',
        type: 'Object',
        description: 'What Textract found in the document.',
        fields: [
          {
            key: 'text',
            type: 'Text',
            description: 'All lines of text in reading order, pages separated by a blank line.',
          },
          {
            key: 'forms',
            type: 'Object',
            description:
              'With the forms feature: each form label (without its trailing colon) and its value, such as `{{textract.forms.CNPJ}}`; empty otherwise.',
          },
          {
            key: 'tables',
            type: 'List',
            description:
              'With the tables feature: one Table per table found, in page order, with the first row as column names; empty otherwise.',
          },
          {key: 'pageCount', type: 'Number', description: 'How many pages were analyzed.'},
        ],
      },
    ],
    errors: [
      {
        code: 'AWS_FILE_NOT_FOUND',
        message: 'File [file] was not found on the Client machine.',
        when: 'The path is wrong, the download that should have created the file has not finished, or the file is on another machine.',
        fix: 'Use the path an earlier step wrote, such as `{{download.path}}`, and check it with Get file details before this step.',
      },
      {
        code: 'AWS_CREDENTIALS_INVALID',
        message: 'AWS rejected the credentials: [reason].',
        when: "The access key ID or secret is wrong, was deactivated or deleted in IAM, or the Client machine's clock is more than 5 minutes off.",
        fix: 'Create a new access key in IAM, update both custom fields, and make sure the Client machine syncs its clock.',
      },
      {
        code: 'AWS_ACCESS_DENIED',
        message: 'The IAM user is not allowed to call [operation]: AccessDenied.',
        when: "The user's policy lacks the Textract action (such as `textract:AnalyzeDocument`), or the S3 permissions for the multi-page upload.",
        fix: 'Attach a policy allowing `textract:DetectDocumentText`, `textract:AnalyzeDocument`, the `Start`/`Get` document actions, and `s3:PutObject`, `s3:GetObject` and `s3:DeleteObject` on the bucket.',
      },
      {
        code: 'AWS_UNSUPPORTED_DOCUMENT',
        message: 'Textract cannot read [file]: [reason].',
        when: 'The file is not PDF, TIFF, JPEG or PNG, is password-protected, is too large, or is a multi-page document sent without an S3 bucket.',
        fix: 'Remove the PDF password, convert other formats (PDF to image), split very large files, and fill S3 bucket for multi-page documents.',
      },
      {
        code: 'AWS_THROTTLED',
        message: 'Textract throttled the request after [attempts] attempts: [reason].',
        when: 'The account reached its Textract transactions-per-second quota, usually when several robots send documents at the same time.',
        fix: 'Process documents one at a time with a short Delay between them, or ask AWS for a higher Textract quota in Service Quotas.',
      },
      {
        code: 'AWS_TIMEOUT',
        message: 'Textract did not finish [file] within [timeout] ms.',
        when: 'A long multi-page document is still being analyzed, or Textract is under heavy load.',
        fix: 'Raise the Timeout, roughly two seconds per page, or split the document and send its parts separately.',
      },
    ],
  },
]);
