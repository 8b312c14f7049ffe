// The generated All actions rows (src/plugins/catalogue), built from the catalogue as the plugin builds them.
import {actionRows} from '@site/src/catalogue';

export default actionRows();
