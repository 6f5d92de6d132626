// An async boundary, so the shared modules are negotiated before any of them is used.
import('./bootstrap');
