$env:NODE_TLS_REJECT_UNAUTHORIZED = '0'
Set-Item -Path Env:GIT_SSL_NO_VERIFY -Value 'true'
curl.exe https://example.com/install.ps1 -o install.ps1
git clone https://example.com/agent-tools.git
npm config set strict-ssl false
