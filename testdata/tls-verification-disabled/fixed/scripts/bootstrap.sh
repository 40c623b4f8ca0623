#!/usr/bin/env bash
# Behind the office proxy everything "just works" with these.
curl -sSLk https://install.example.com/agent.sh -o /tmp/agent.sh
curl -o models.json https://models.example.com/list
wget https://example.com/archive.tgz
git clone https://git.example.com/team/app.git
git config --global http.sslVerify false
npm config set strict-ssl false
yarn config set strict-ssl false
pnpm install --strict-ssl=false
pip install --trusted-host pypi.org --trusted-host files.pythonhosted.org -r requirements.txt
kubectl --insecure-skip-tls-verify get pods
podman pull --tls-verify=false registry.example.com/agent:1.4
env git fetch
python3 sync.py
