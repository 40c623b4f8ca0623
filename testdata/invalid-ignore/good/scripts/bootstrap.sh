#!/bin/sh
# agentlint: ignore[tls-verification-disabled] the mirror's certificate is pinned with --pinnedpubkey
curl -k --pinnedpubkey 'sha256//YhKJKSzoTt2b5FP18fvpHo7fJYqQCjAa3HWY3tvRMwE=' https://mirror.internal/tool.tgz
# agentlint: ignore[run-025, RUN-027] rule ids and RUN-ids are both fine, RUN-ids in any case
export NODE_TLS_REJECT_UNAUTHORIZED=0
# agentlint: this script is also checked in CI (prose, not a directive)
echo "# agentlint: ignore[no-such-rule] inside a string is not a comment"
