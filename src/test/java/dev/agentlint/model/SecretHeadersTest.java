package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretHeadersTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Authorization | Bearer sk-live-1234567890abcdef | true",
            "Authorization | Basic dXNlcjpodW50ZXIy | true",
            "X-API-Key | k7Qz9vR2mW4xT8bN | true",
            "Private-Token | glpat-abcdefghijklmnopqrstu | true",
            "Accept | ghp_0123456789abcdefghijklmnopqrstuvwxyzAB | true",
            "Authorization | Bearer ${ISSUES_MCP_TOKEN} | false",
            "Authorization | Basic ${input:jenkins-basic-auth} | false",
            "Authorization | Bearer <your-token> | false",
            "Authorization | Bearer abc | false",
            "X-API-Key | ${env:API_KEY} | false",
            "Accept | application/json | false",
            "X-Request-Id | 9f1c2d3e4a5b6c7d | false",
    })
    void literalCredentialsInHeaders(String name, String value, boolean secret) {
        assertThat(Secrets.literalHeaderSecret(name, value).isPresent()).isEqualTo(secret);
    }

    @ParameterizedTest
    @CsvSource({"Authorization, true", "proxy-authorization, true", "X-Api-Key, true", "X-Auth-Token, true",
            "Accept, false", "Content-Type, false", "X-Token-Header, false"})
    void credentialHeaderNames(String name, boolean credential) {
        assertThat(Secrets.isCredentialHeader(name)).isEqualTo(credential);
    }
}
