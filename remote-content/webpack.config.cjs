module.exports = require('@h5/shared/build/federation')({ dir: __dirname, name: 'content', port: 3004 });
