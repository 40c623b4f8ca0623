#!/bin/sh
# After an option's value, the next -k is curl's own.
curl -H "Accept: application/json" https://example.com/api
curl --data x -sSLk https://example.com/api
