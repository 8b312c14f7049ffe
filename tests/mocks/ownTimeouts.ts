// The generated own-timeouts rows (src/plugins/catalogue), built from the catalogue as the plugin builds them.
import {allActions} from '@site/src/catalogue';
import {ownTimeoutRows} from '@site/src/catalogue/ownTimeouts';

export default ownTimeoutRows(allActions);
