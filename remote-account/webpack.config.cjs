module.exports = require('@h5/shared/build/federation')({ dir: __dirname, name: 'account', port: 3003 });
