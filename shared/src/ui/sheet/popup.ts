/**
 * What a sheet draws with, loaded on its first open (Sheet.tsx): antd-mobile's Popup, set up in
 * the page's language. With it come react-spring and use-gesture, the bulk of it, which a page's
 * first visit never needs.
 */
import '../antdSetup';
import Popup from 'antd-mobile/es/components/popup';

export default Popup;
