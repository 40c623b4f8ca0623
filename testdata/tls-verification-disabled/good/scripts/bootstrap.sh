#!/usr/bin/env bash
# curl -k would be easier; we trust the corporate root instead.
curl -sSL --cacert /etc/ssl/certs/corp-root.pem https://install.example.com/agent.sh -o /tmp/agent.sh
curl -sSLo keys.txt https://example.com/keys
curl -H "X-Debug: k" https://example.com/
echo "never use curl -k or wget --no-check-certificate"
git config --global http.sslCAInfo /etc/ssl/certs/corp-root.pem
git config --global http.sslVerify true
npm config set cafile /etc/ssl/certs/corp-root.pem
pip install --cert /etc/ssl/certs/corp-root.pem -r requirements.txt
export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/corp-root.pem
