/**
 * One message, one error code, with these exceptions: messages that more than
 * one code carries, each with why. The Errors tables of the docs and the API
 * area show the note under the message, so a reader who searches the message
 * learns that the code, not the text, says which action failed. A unit test
 * (tests/unit/errorMessages.test.ts) fails on a shared message without a note
 * here, or a note that does not name every code that carries the message.
 */
export const SHARED_MESSAGES: Record<string, string> = {
  'File [file] was not found on the Client machine.':
    'Shared by AWS_FILE_NOT_FOUND, BROWSER_UPLOAD_FILE_NOT_FOUND and WHATSAPP_ATTACHMENT_NOT_FOUND: Textract, Upload file and Send WhatsApp message read the file to send in the same way on the Client machine. The code says which of them failed.',
  'Key [key] is not a valid key name.':
    'Shared by BROWSER_INVALID_KEY and DESKTOP_INVALID_KEY: the browser and the desktop keyboard actions reject an unknown key name in the same way, but their lists of names differ (the browser writes Control, Escape and ArrowDown where the desktop writes Ctrl, Esc and Down). The code says which family refused the name, and so which list to look it up in.',
  'Could not save [file]: [reason].':
    'Shared by BROWSER_FILE_WRITE_FAILED, EXCEL_SAVE_FAILED and WORD_SAVE_FAILED: the reason, from the operating system, is what differs. The code says whether the browser, Excel or the Word template was saving.',
  'Locale [locale] is not supported.':
    'Shared by DATE_INVALID_LOCALE and SETTINGS_LOCALE_UNSUPPORTED: Date and time configurations and the settings module accept the same locale tags. The code says which of them refused it.',
  'File [path] was not found.':
    'Shared by CSV_FILE_NOT_FOUND, PDF_FILE_NOT_FOUND and SPREADSHEET_FILE_NOT_FOUND: the document actions open files in the same way. The code says which kind of document was missing.',
  'File [path] is not valid [encoding] text at byte [offset].':
    'Shared by CSV_ENCODING_ERROR and FILE_ENCODING_ERROR: Read CSV, Filter CSV and the Read action of the File manager decode text in the same way. The code says whether a CSV action or the File manager was reading.',
  'File [path] is open in another program and cannot be written.':
    'Shared by CSV_FILE_LOCKED, PDF_FILE_LOCKED and SPREADSHEET_FILE_LOCKED: the document actions write files in the same way. The code says which kind of document was locked.',
  'File [path] already exists.':
    'Shared by CSV_FILE_EXISTS, PDF_FILE_EXISTS and SPREADSHEET_FILE_EXISTS: the document actions refuse to replace an existing file in the same way: Write CSV, Merge PDFs and Split PDF when Overwrite is off, Write spreadsheet when If the file exists is set to fail. The code says which kind of document was in the way.',
  'Could not connect to [host]:[port]: [reason].':
    'Shared by EMAIL_CONNECTION_FAILED and FTP_CONNECTION_FAILED: both open a network connection from the Client machine, and the reason says why it failed. The code says whether the mail server or the FTP server was out of reach.',
  'File or folder [path] was not found.':
    'Shared by FILE_NOT_FOUND and UTILS_FILE_NOT_FOUND: the File manager actions and Get file details look paths up in the same way. The code says which group raised it.',
  'Access to [path] was denied.':
    'Shared by FILE_ACCESS_DENIED and UTILS_FILE_ACCESS_DENIED: the File manager and the utilities actions meet the same Windows or Linux permissions. The code says which group raised it.',
  'Variable [variable] is a [type], not a List.':
    'Shared by FUNCTION_NOT_A_LIST and LIST_NOT_A_LIST: the List function and the List actions check their List field in the same way. The code says which of them was given something else.',
};
