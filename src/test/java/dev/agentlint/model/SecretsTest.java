package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class SecretsTest {

    private static final List<String> TOKENS = List.of(
            "sk-ant-api03-" + "a".repeat(30), "sk-proj-" + "B".repeat(40), "ghp_" + "aB3d".repeat(9),
            "github_pat_" + "y".repeat(50), "AKIA" + "Z".repeat(16), "ASIA" + "9".repeat(16), "xoxb-" + "1".repeat(12),
            "https://hooks.slack.com/services/T0000/B0000/" + "q".repeat(12), "glpat-" + "r".repeat(20),
            "AIza" + "s".repeat(35), "npm_" + "t".repeat(36), "hf_" + "u".repeat(30), "rk_live_" + "v".repeat(20),
            "pypi-AgEIcHlwaS5vcmc" + "w".repeat(20), "-----BEGIN RSA PRIVATE KEY-----", "https://deploy:s3cr3tpw@git.example.com/x");

    @Test
    void everyFormatIsRecognised() {
        for (String t : TOKENS) {
            assertThat(Secrets.tokenFormat(t)).as(t).isPresent();
            assertThat(Secrets.tokenFormat("--key=" + t + " trailing")).as(t).isEqualTo(Secrets.tokenFormat("--key=" + t + " trailing", false));
        }
        assertThat(Secrets.tokenFormat("hello world")).isEmpty();
    }

    @Test
    void namesSayWhetherAVariableHoldsASecret() {
        for (String n : new String[] {"GITHUB_TOKEN", "GH_PAT", "AZURE_DEVOPS_PAT", "PAT", "db-password", "OPENAI_API_KEY", "aws_secret_access_key"}) {
            assertThat(Secrets.isSecretName(n)).as(n).isTrue();
        }
        for (String n : new String[] {"TOKEN_FILE", "PAT_PATH", "PATH", "PATTERN", "SPATIAL_INDEX", "GITHUB_USER", "API_KEY_HELPER", "LOG_LEVEL"}) {
            assertThat(Secrets.isSecretName(n)).as(n).isFalse();
        }
    }

    @Test
    void namesThatOnlyContainAWordAreNotSecretNames() {
        for (String n : new String[] {"PASS_ARGS", "PASSTHROUGH", "BYPASS_PROXY", "BYPASS", "TOKENIZER_PATH", "TOKENIZERS_PARALLELISM",
                "PWD", "OLDPWD", "COMPASS", "PASSENGER_ENV"}) {
            assertThat(Secrets.isSecretName(n)).as(n).isFalse();
        }
        for (String n : new String[] {"GPG_PASSPHRASE", "SSH_KEY_PASSPHRASE", "ENCRYPTION_KEY", "APP_ENCRYPTIONKEY", "SERPAPIKEY",
                "OPENAIAPIKEY", "DB_PASS", "MYSQL_PWD", "PASS"}) {
            assertThat(Secrets.isSecretName(n)).as(n).isTrue();
        }
    }

    @Test
    void passwordsAreSecretsHoweverShortAndDefaultsAreLiterals() {
        assertThat(Secrets.literalSecret("POSTGRES_PASSWORD", "hunter2")).isPresent();
        assertThat(Secrets.literalSecret("DB_PASS", "123456")).isPresent();
        assertThat(Secrets.literalSecret("API_TOKEN", "123456")).isEmpty();
        assertThat(Secrets.literalSecret("API_TOKEN", "short")).isEmpty();
        assertThat(Secrets.literalSecret("DB_PASSWORD", "true")).isEmpty();
        assertThat(Secrets.literalSecret("DB_PASSWORD", "${DB_PASSWORD:-hunter2}")).isPresent();
        assertThat(Secrets.literalSecret("API_TOKEN", "${API_TOKEN:-tok3n-v4lue-long}")).isPresent();
        assertThat(Secrets.literalSecret("API_TOKEN", "${API_TOKEN:-}")).isEmpty();
        assertThat(Secrets.literalSecret("API_TOKEN", "${API_TOKEN:-${OTHER}}")).isEmpty();
        assertThat(Secrets.literalSecret("DB_PASSWORD", "${DB_PASSWORD:-changeme}")).isEmpty();
        assertThat(Secrets.literalSecret("DB_PASSWORD", "$$${DB_PASSWORD}")).isEmpty();
        assertThat(Secrets.literalSecret("WORKSPACE", "$PWD")).isEmpty();
        assertThat(Secrets.literalSecret("ANTHROPIC_API_KEY", "op://dev/anthropic/credential")).isEmpty();
        assertThat(Secrets.literalSecret("DB_PASSWORD", "vault://secret/data/db#password")).isEmpty();
    }

    @Test
    void urlPasswordsWithAnEmptyOrInterpolatedUserOrADollarAreSecrets() {
        assertThat(Secrets.tokenFormat("redis://:s3cretpw@cache:6379").map(Object::toString)).contains("password in a URL");
        assertThat(Secrets.tokenFormat("postgres://${DB_USER}:s3cretpw@db/app").map(Object::toString)).contains("password in a URL");
        assertThat(Secrets.tokenFormat("amqp://app:pa$$w0rd@mq:5672").map(Object::toString)).contains("password in a URL");
        assertThat(Secrets.tokenFormat("postgres://app:${DB_PASSWORD}@db/app")).isEmpty();
        assertThat(Secrets.tokenFormat("postgres://${DB_USER}:${DB_PASSWORD}@db/app")).isEmpty();
        assertThat(Secrets.tokenFormat("redis://:$REDIS_PASSWORD@cache:6379")).isEmpty();
        assertThat(Secrets.tokenFormat("http://localhost:3000/@scope/pkg")).isEmpty();
    }

    @Test
    void documentedExampleKeysAreNotSecrets() {
        assertThat(Secrets.tokenFormat("AKIAIOSFODNN7EXAMPLE")).isEmpty();
        assertThat(Secrets.literalSecret("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")).isEmpty();
        assertThat(Secrets.literalSecret("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")).isEmpty();
    }

    @Test
    void documentationPlaceholdersInTokenShapesAreNotTokens() {
        for (String p : List.of("ghp_" + "x".repeat(36), "ghp_" + "X".repeat(36), "sk-proj-" + "0".repeat(40),
                "github_pat_" + "*".repeat(50), "sk-ant-api03-your_key_here_" + "a".repeat(20))) {
            assertThat(Secrets.tokenFormat(p)).as(p).isEmpty();
            assertThat(Secrets.literalSecret("GITHUB_TOKEN", p)).as(p).isEmpty();
        }
        assertThat(Secrets.tokenFormat("ghp_x1xxB2" + "aB3d".repeat(8))).isPresent();
    }

    /** The literal hints only skip patterns that could not have matched. */
    @Property(tries = 3000)
    void hintsNeverChangeTheAnswer(@ForAll("tokenish") String value) {
        assertThat(Secrets.tokenFormat(value, true)).isEqualTo(Secrets.tokenFormat(value, false));
    }

    @Provide
    Arbitrary<String> tokenish() {
        Arbitrary<String> fragment = Arbitraries.oneOf(
                Arbitraries.of("sk-", "sk-ant-", "ant-", "gh", "p_", "_pat_", "github_pat_", "AKIA", "ASIA", "xox", "b-",
                        "hooks.slack.com/services/T", "/B", "gl", "pat-", "AIza", "npm_", "hf_", "k_live_", "s", "r",
                        "pypi-AgEIcHlwaS5vcmc", "-----BEGIN ", "PRIVATE KEY-----", "://", ":", "@", "${", "}", " ", "-", "_"),
                Arbitraries.strings().withCharRange('a', 'z').withCharRange('A', 'Z').withCharRange('0', '9').ofMinLength(1).ofMaxLength(40),
                Arbitraries.of(TOKENS));
        return fragment.list().ofMinSize(1).ofMaxSize(6).map(parts -> String.join("", parts));
    }
}
