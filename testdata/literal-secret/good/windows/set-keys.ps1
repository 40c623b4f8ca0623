# setx GITHUB_TOKEN ghp_R4nd0mL00k1ngT0k3nV4lu3F0rT3st1ng01
$env:ANTHROPIC_API_KEY = (Get-Secret -Name anthropic -AsPlainText)
[Environment]::SetEnvironmentVariable('OPENAI_API_KEY', $null, 'User')
$env:GITHUB_TOKEN = $env:GH_TOKEN
