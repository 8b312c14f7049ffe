// @theme/TabItem's stand-in lives beside the Tabs one.
export {TabItem as default} from './Tabs';
