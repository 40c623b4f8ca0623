[Environment]::SetEnvironmentVariable('ANTHROPIC_API_KEY', 'sk-ant-api03-Zx9Qm2Lp7Rt4Vb8Nc1Kd6Fg3Hj5Ws0Ay2Eu7Io9Pq4Ty1Gh6Jk', 'User')
$env:OPENAI_API_KEY = "sk-proj-Qw8Er2Ty6Ui0Op4As8Df2Gh6Jk0Lz4Xc8Vb2Nm6Qw0Er4Ty8Ui2Op6As0Df4Gh8Jk"
setx GITHUB_TOKEN ghp_R4nd0mL00k1ngT0k3nV4lu3F0rT3st1ng01
