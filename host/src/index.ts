// The host's shared modules are eager (see shared/build/federation.cjs), so its entry needs no
// async boundary: starting at once saves a round trip before the first page can load.
import './bootstrap';
