/**
 * The kernel's antd-mobile, set up once for what draws with it (the sheet's Popup, the confirm
 * and prompt Dialog), whichever loads first: its CSS variables, and its own words (a mask's name
 * for screen readers) in the page's language. Only the kernel's popups and dialogs read a
 * locale; the remotes' own buttons and checkboxes need none.
 */
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { followLanguage } from './antdLanguage';

followLanguage(setDefaultConfig);
