#!/bin/sh
# /usr/bin/verbatim: start the bundle installed under /opt/verbatim.
exec /opt/verbatim/verbatim "$@"
