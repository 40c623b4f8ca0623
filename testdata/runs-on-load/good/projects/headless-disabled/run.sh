#!/bin/sh
# db is disabled by the project's settings; docs is a remote server (no command runs).
claude -p "review the diff"
