package dev.agentlint.extract.container;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

class CredentialFilesTest {

    private static List<String> entries(String name, String text) {
        SourceFile f = SourceFile.of(name, Format.SHELL, text);
        return CredentialFiles.entries(f, name).stream()
                .map(e -> e.name() + "=" + e.value() + " @" + e.location().span().line() + ":" + e.location().span().column())
                .toList();
    }

    @Test
    void credentialFilesAreKnownByNameAndTemplatesAreNot() {
        for (String n : new String[] {".env", ".env.local", ".env.production", ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials"}) {
            assertThat(CredentialFiles.isCredentialFile(n)).as(n).isTrue();
        }
        for (String n : new String[] {".env.example", ".env.sample", ".env.template", ".env.dist", ".env.defaults", "env", "x.env", ".envrc"}) {
            assertThat(CredentialFiles.isCredentialFile(n)).as(n).isFalse();
        }
    }

    @Test
    void eachKindIsReadForItsKeysAndValues() {
        assertThat(entries(".npmrc", "registry=https://r/\n//r/:_authToken = \"npm_x\"  \n; comment\n[section]\n"))
                .containsExactly("registry=https://r/ @1:10", "_auth_Token=npm_x @2:19");
        assertThat(entries(".aws/credentials", "[default]\naws_secret_access_key=abc\n# x=y\n"))
                .containsExactly("aws_secret_access_key=abc @2:23");
        assertThat(entries(".netrc", "machine h login u password p1\nmachine g\n  password\tp2\n"))
                .containsExactly("password=p1 @1:28", "password=p2 @3:12");
        assertThat(entries(".git-credentials", "https://u:tok@github.com\nhttps://nopassword@x.org\nssh://a:b@c\n"))
                .containsExactly("password=tok @1:11", "password=b @3:9");
        assertThat(entries(".docker/config.json", "{\"auths\": {\"ghcr.io\": {\"auth\": \"dTpw\"}}, \"credsStore\": \"desktop\"}"))
                .containsExactly("auth=dTpw @1:33");
        assertThat(entries(".env.local", "export A=1\nB='two'\n")).containsExactly("A=1 @1:10", "B=two @2:4");
    }

    @Test
    void camelCaseKeysAreSplitIntoWords() {
        assertThat(CredentialFiles.words("//registry.npmjs.org/:_authToken")).isEqualTo("_auth_Token");
        assertThat(CredentialFiles.words("password")).isEqualTo("password");
        assertThat(CredentialFiles.words("apiKey")).isEqualTo("api_Key");
    }
}
