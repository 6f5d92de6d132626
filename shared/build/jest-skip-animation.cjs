/**
 * antd-mobile animates its dialogs and popups with react-spring on animation frames, which jsdom
 * runs on a timer: a spring cut off mid-way (a dialog closed while opening) may never settle, and
 * the element stays mounted. Tests assert what is shown, not how it moves: springs jump to their end.
 */
const path = require('node:path');

const antd = path.dirname(require.resolve('antd-mobile'));
require(require.resolve('@react-spring/web', { paths: [antd] })).Globals.assign({ skipAnimation: true });
