module.exports = require('@h5/shared/build/federation')({ dir: __dirname, name: 'wealth', port: 3002 });
