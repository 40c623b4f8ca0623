# $env:NODE_TLS_REJECT_UNAUTHORIZED = '0'
Write-Output "never use curl.exe -k"
$env:NODE_EXTRA_CA_CERTS = 'C:\certs\corp-root.pem'
curl.exe --cacert C:\certs\corp-root.pem https://example.com/install.ps1 -o install.ps1
Invoke-WebRequest -Uri https://example.com/install.ps1 -OutFile install.ps1
