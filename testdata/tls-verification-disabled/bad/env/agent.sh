#!/bin/sh
export LOG_LEVEL=info NODE_TLS_REJECT_UNAUTHORIZED=0
# Before an operator the assignment stays: removing it would leave "; node ...".
NODE_TLS_REJECT_UNAUTHORIZED=0; node app.js
  export GIT_SSL_NO_VERIFY=1  # indented, with a comment
