/**
 * What a sheet draws with, loaded on its first open (Sheet.tsx): antd-mobile's Popup with its
 * CSS variables, in the page's language. With it come react-spring and use-gesture, the bulk
 * of it, which a page's first visit never needs.
 */
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import Popup from 'antd-mobile/es/components/popup';
import { followLanguage } from '../antdLanguage';

followLanguage(setDefaultConfig);

export default Popup;
