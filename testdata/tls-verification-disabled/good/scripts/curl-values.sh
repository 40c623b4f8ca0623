#!/bin/sh
# A -k that is the value of another option is data, not curl's --insecure.
curl -H "-k" https://example.com/api
curl -d -k https://example.com/api
curl --data -k --header -k https://example.com/api
curl -sS -o -k https://example.com/file
curl -X POST -u user:-k https://example.com/api
