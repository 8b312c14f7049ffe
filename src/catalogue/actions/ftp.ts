/**
 * FTP actions: files on FTP, FTPS and SFTP servers. `ftp.connection` opens the
 * session every other FTP action takes; they run on Windows and Linux Clients.
 */
import {defineGroup} from '../define';
import type {ActionInput} from '../schema';
import {timeoutInput} from '../inputs';

/* ---------- Shared inputs ---------- */

/** The session input every FTP action after `connection` takes. */
const session = {
  key: 'session',
  label: 'FTP session',
  type: 'Session',
  required: true,
  description: 'The session returned by FTP connection, written as its output variable: `{{ftp}}`.',
  example: '{{ftp}}',
} as const;

const transferMode: ActionInput = {
  key: 'transferMode',
  label: 'Transfer mode',
  type: 'Text',
  required: false,
  default: 'binary',
  values: ['binary', 'ascii'],
  description:
    'binary copies the bytes unchanged; ascii converts line endings between Windows and the server, for text files only. SFTP always transfers binary.',
};

const overwrite = {
  key: 'overwrite',
  label: 'Overwrite',
  type: 'Boolean',
  required: false,
  default: false,
  description: 'Replace the file if it already exists at the destination. Off fails instead.',
} as const;

/* ---------- Shared errors ---------- */

const sessionClosed = {
  code: 'FTP_SESSION_CLOSED',
  message: 'The FTP session [session] is closed.',
  when: 'Close connection already ran, or the server dropped the connection after its idle timeout (often 5 minutes) while the robot did other work.',
  fix: 'Open FTP connection right before the FTP steps, or again after long work, and close it after the last one.',
} as const;

const sessionInvalid = {
  code: 'FTP_SESSION_INVALID',
  message: 'Value [value] is not an FTP session.',
  when: 'The FTP session field holds a variable that FTP connection did not write: a typo in the name, or a browser or database session.',
  fix: 'Use the output variable of FTP connection exactly as named there, such as `{{ftp}}`.',
} as const;

const pathNotFound = {
  code: 'FTP_PATH_NOT_FOUND',
  message: 'Remote path [path] was not found.',
  when: 'The file or directory does not exist on the server, the path is relative to another directory than expected, or the name differs in case (most servers are case sensitive).',
  fix: 'List the parent directory with List files to check the exact name, and use an absolute path that starts with `/`.',
} as const;

const pathExists = {
  code: 'FTP_PATH_EXISTS',
  message: 'Remote path [path] already exists.',
  when: 'A file or directory with that name is already on the server, and the step is set not to replace it.',
  fix: 'Turn on Overwrite (Upload) or turn off Fail if it exists (Create directory), or put a date or `{{invoiceNumber}}` in the name.',
} as const;

const permissionDenied = {
  code: 'FTP_PERMISSION_DENIED',
  message: 'The server denied [operation] on [path]: [reason].',
  when: 'The FTP user may not read, write or delete in that directory, or the server keeps uploads in a write-only inbox.',
  fix: 'Ask the server administrator for the permission, or use the directory the partner set up for your user (often `/inbox` or `/outbox`).',
} as const;

const transferFailed = {
  code: 'FTP_TRANSFER_FAILED',
  message: 'Transfer of [file] was interrupted: [reason].',
  when: 'The connection dropped during the transfer, the server ran out of space, or a firewall closed the data connection.',
  fix: 'Retry inside Try catch; for plain FTP and FTPS behind a firewall keep Passive mode on in the FTP connection step, and check free space with the partner.',
} as const;

export default defineGroup('ftp', [
  {
    id: 'ftp.connection',
    minClient: '4.0',
    title: 'FTP connection',
    summary: 'Connects and logs in to an FTP, FTPS or SFTP server and returns the session for the steps that follow.',
    inputs: [
      {
        key: 'protocol',
        label: 'Protocol',
        type: 'Text',
        required: false,
        default: 'sftp',
        values: ['ftp', 'ftps', 'sftp'],
        description:
          'ftp is unencrypted; ftps is FTP over TLS; sftp runs over SSH. Use ftp only inside a private network.',
      },
      {
        key: 'host',
        label: 'Host',
        type: 'Text',
        required: true,
        description: 'The server name or IP address, without `ftp://` or `sftp://`.',
        example: 'sftp.distribuidora.example',
      },
      {
        key: 'port',
        label: 'Port',
        type: 'Number',
        required: false,
        description:
          'Empty uses the protocol default: 21 for ftp and explicit ftps, 990 for implicit ftps, 22 for sftp.',
      },
      {
        key: 'ftpsMode',
        label: 'FTPS mode',
        type: 'Text',
        required: false,
        usedWhen: {protocol: ['ftps']},
        default: 'explicit',
        values: ['explicit', 'implicit'],
        description:
          'For ftps: explicit starts plain and upgrades with AUTH TLS; implicit is TLS from the first byte, usually on port 990.',
      },
      {
        key: 'username',
        label: 'User',
        type: 'Text',
        required: true,
        description: 'The login user.',
        example: 'tucano_edi',
      },
      {
        key: 'password',
        label: 'Password',
        type: 'Secret',
        required: false,
        description:
          'The login password, kept as a custom field: `{{custom.ftpPassword}}`. May be empty for sftp with a private key.',
        example: '{{custom.ftpPassword}}',
      },
      {
        key: 'privateKey',
        label: 'Private key file',
        type: 'File',
        required: false,
        usedWhen: {protocol: ['sftp']},
        description:
          'For sftp: an OpenSSH or PuTTY (.ppk) private key file on the Client machine, used instead of or with the password.',
      },
      {
        key: 'passphrase',
        label: 'Key passphrase',
        type: 'Secret',
        required: false,
        description: 'The passphrase of the private key, if it has one.',
      },
      {
        key: 'passive',
        label: 'Passive mode',
        type: 'Boolean',
        required: false,
        usedWhen: {protocol: ['ftp', 'ftps']},
        default: true,
        description:
          'For ftp and ftps: let the Client open the data connections, which works through firewalls and NAT. Turn off only if the server demands active mode.',
      },
      {
        key: 'verifyCertificate',
        label: 'Verify certificate',
        type: 'Boolean',
        required: false,
        usedWhen: {protocol: ['ftps']},
        default: true,
        description:
          'For ftps: reject servers whose TLS certificate is not trusted by the Client machine. Turn off only for a test server with a self-signed certificate.',
      },
      timeoutInput(
        {robotSetting: 'timeout'},
        'How long to wait for the server to answer when connecting and during each operation.',
      ),
    ],
    outputs: [{name: 'ftp', type: 'Session', description: 'The FTP session, passed to every later FTP action.'}],
    errors: [
      {
        code: 'FTP_CONNECTION_FAILED',
        message: 'Could not connect to [host]:[port]: [reason].',
        when: 'The host name does not resolve, the port is wrong for the protocol, or a firewall blocks the Client machine (many partners allow only listed IP addresses).',
        fix: "Check host, protocol and port; ask the partner to allow the Client machine's public IP address; test from the Client machine with an FTP client such as FileZilla.",
      },
      {
        code: 'FTP_AUTHENTICATION_FAILED',
        message: 'Login to [host] as [username] failed.',
        when: 'The user or password is wrong or expired, or the server expects a private key.',
        fix: 'Check the custom field that holds the password, and ask the partner whether the password expired or a key is required.',
      },
      {
        code: 'FTP_CERTIFICATE_INVALID',
        message: 'The certificate of [host] is not trusted: [reason].',
        when: 'For ftps: the certificate is self-signed, expired, or issued for another host name.',
        fix: 'Ask the partner to renew the certificate, or install its certificate authority on the Client machine; turn off Verify certificate only for tests.',
      },
      {
        code: 'FTP_HOST_KEY_CHANGED',
        message: 'The SSH host key of [host] changed since the last connection.',
        when: "For sftp: the server was reinstalled or moved, or something intercepts the connection. The Client remembers each server's key from the first connection.",
        fix: 'Confirm the new key fingerprint with the partner, then delete the line of that host from the known_hosts file of the Client machine (`C:\\ProgramData\\Tucano\\Client\\known_hosts` on Windows, `/var/lib/tucano-client/known_hosts` on Linux).',
      },
    ],
  },
  {
    id: 'ftp.listFiles',
    minClient: '4.0',
    title: 'List files',
    summary: 'Lists the files and directories of a remote directory, with their size and modification date.',
    inputs: [
      session,
      {
        key: 'path',
        label: 'Remote directory',
        type: 'Text',
        required: false,
        default: '/',
        description: 'The directory to list, as an absolute path.',
        example: '/outbox/notas',
      },
      {
        key: 'pattern',
        label: 'Name pattern',
        type: 'Text',
        required: false,
        default: '*',
        description: 'Only names that match, with `*` and `?` wildcards: `*.xml`, `NFe_2024*`.',
      },
      {
        key: 'recursive',
        label: 'Include subdirectories',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Also list the contents of subdirectories, at every depth. Slow on large servers.',
      },
    ],
    outputs: [
      {
        name: 'remoteFiles',
        type: 'Table',
        description: 'One row per file or directory; empty when nothing matches.',
        fields: [
          {key: 'name', type: 'Text', description: 'Name with extension.'},
          {key: 'path', type: 'Text', description: 'Full remote path, to pass to Download or Remove.'},
          {key: 'size', type: 'Number', description: 'Size in bytes; 0 for directories.'},
          {key: 'modified', type: 'Date', description: 'Date and time of the last change, as the server reports it.'},
          {key: 'isDirectory', type: 'Boolean', description: 'True for a directory.'},
        ],
      },
    ],
    errors: [sessionClosed, sessionInvalid, pathNotFound, permissionDenied],
  },
  {
    id: 'ftp.upload',
    minClient: '4.0',
    title: 'Upload file',
    summary: 'Sends a file from the Client machine to a directory on the server.',
    inputs: [
      session,
      {
        key: 'localPath',
        label: 'Local file',
        type: 'File',
        required: true,
        description: 'The file to send. Wildcards send several files: `C:\\Tucano\\Envio\\*.xml`.',
        example: 'C:\\Tucano\\Envio\\pedido-{{params.orderId}}.xml',
      },
      {
        key: 'remotePath',
        label: 'Remote directory',
        type: 'Text',
        required: true,
        description: 'The directory to upload into. A path ending in a file name saves the file under that name.',
        example: '/inbox/pedidos/',
      },
      {
        key: 'createDirectories',
        label: 'Create missing directories',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Create the remote directory and its parents when they do not exist.',
      },
      overwrite,
      transferMode,
    ],
    outputs: [{name: 'uploadedFiles', type: 'List', description: 'Full remote paths of the uploaded files.'}],
    errors: [
      sessionClosed,
      sessionInvalid,
      {
        code: 'FTP_LOCAL_FILE_NOT_FOUND',
        message: 'Local file [path] was not found.',
        when: 'Nothing exists at that path on the Client machine, or no file matches the wildcard.',
        fix: 'Check the path on the Client machine and the step that should have created the file.',
      },
      pathNotFound,
      pathExists,
      permissionDenied,
      transferFailed,
    ],
  },
  {
    id: 'ftp.download',
    minClient: '4.0',
    title: 'Download file',
    summary:
      'Copies a file, or every file a wildcard matches, from the server to a folder on the Client machine, and can delete them from the server.',
    inputs: [
      session,
      {
        key: 'remotePath',
        label: 'Remote file',
        type: 'Text',
        required: true,
        description: 'The file to download, as an absolute path. Wildcards download several files: `/outbox/*.ret`.',
        example: '/outbox/retorno/CNAB_{{params.date}}.ret',
      },
      {
        key: 'localPath',
        label: 'Local folder',
        type: 'File',
        required: true,
        description: 'The folder to save into. It is created if missing.',
        example: 'C:\\Tucano\\Retorno',
      },
      overwrite,
      transferMode,
      {
        key: 'removeAfter',
        label: 'Remove from server after download',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Delete each remote file once it is safely saved, so the next run does not fetch it again.',
      },
    ],
    outputs: [
      {name: 'downloadedFiles', type: 'List', description: 'Full paths of the saved files on the Client machine.'},
    ],
    errors: [
      sessionClosed,
      sessionInvalid,
      pathNotFound,
      {
        code: 'FTP_LOCAL_FILE_EXISTS',
        message: 'Local file [path] already exists.',
        when: 'A file with that name is already in the local folder and Overwrite is off.',
        fix: 'Turn on Overwrite, or move processed files away (Move) before the next run.',
      },
      permissionDenied,
      transferFailed,
    ],
  },
  {
    id: 'ftp.remove',
    minClient: '4.0',
    title: 'Remove',
    summary: 'Deletes a file or a directory on the server.',
    inputs: [
      session,
      {
        key: 'remotePath',
        label: 'Remote path',
        type: 'Text',
        required: true,
        description: 'The file or directory to delete. Wildcards delete several files: `/outbox/*.tmp`.',
        example: '/outbox/retorno/CNAB_{{params.date}}.ret',
      },
      {
        key: 'recursive',
        label: 'Include directory contents',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Delete a directory with everything in it. Off deletes only empty directories.',
      },
    ],
    outputs: [],
    errors: [
      sessionClosed,
      sessionInvalid,
      pathNotFound,
      permissionDenied,
      {
        code: 'FTP_DIRECTORY_NOT_EMPTY',
        message: 'Remote directory [path] is not empty.',
        when: 'The path is a directory with files in it and Include directory contents is off.',
        fix: 'Turn on Include directory contents, or delete the files first with a wildcard path (`/dir/*`).',
      },
    ],
  },
  {
    id: 'ftp.createDirectory',
    minClient: '4.0',
    title: 'Create directory',
    summary: 'Creates a directory on the server, with any missing parent directories.',
    inputs: [
      session,
      {
        key: 'remotePath',
        label: 'Remote directory',
        type: 'Text',
        required: true,
        description: 'The directory to create, as an absolute path. Missing parents are created too.',
        example: '/inbox/notas/{{params.competencia}}',
      },
      {
        key: 'failIfExists',
        label: 'Fail if it exists',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Raise an error when the directory is already there. Off lets the step succeed.',
      },
    ],
    outputs: [],
    errors: [sessionClosed, sessionInvalid, pathExists, permissionDenied],
  },
  {
    id: 'ftp.closeConnection',
    minClient: '4.0',
    title: 'Close connection',
    summary: 'Logs out of the server and closes the FTP session.',
    inputs: [session],
    outputs: [],
    errors: [sessionInvalid],
  },
]);
