package dev.agentlint.hostile;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.agentlint.discover.Classifier;
import dev.agentlint.base.Format;
import dev.agentlint.extract.container.CredentialFiles;
import dev.agentlint.base.SourceFile;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.ImageReference;
import dev.agentlint.model.Endpoint;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.References;
import dev.agentlint.rules.common.GithubRefs;
import dev.agentlint.rules.common.HostPaths;
import dev.agentlint.rules.common.Hosts;
import dev.agentlint.model.Secrets;
import dev.agentlint.rules.common.Sockets;
import dev.agentlint.rules.common.TlsVariables;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every pattern that sees scanned text is fed strings built to trigger catastrophic backtracking
 * (long runs of the characters each pattern cares about, near-misses repeated). Each call must
 * return in well under the bound; a backtracking pattern would take minutes to years.
 */
class RegexSafetyTest {

    private static final Duration BOUND = Duration.ofSeconds(20);

    static List<String> adversarial() {
        int n = 50_000;
        return List.of(
                "a".repeat(n), "a".repeat(n) + "!", "-".repeat(n), "_".repeat(n), "A".repeat(n) + "@",
                "sk-".repeat(n / 3), "sk-ant-" + "a-".repeat(n), "ghp_" + "a".repeat(n) + "!", "AKIA".repeat(n / 4),
                "x://" + "a:".repeat(n) + "@", "postgres://" + "u".repeat(n) + ":" + "p".repeat(n),
                "${".repeat(n / 2), "${" + "A".repeat(n), "$(" + "(".repeat(n), "{{".repeat(n / 2), "%".repeat(n),
                "%a".repeat(n / 2), "<".repeat(n), "/".repeat(n), "~/".repeat(n / 2), "../".repeat(n / 3),
                "\\\\".repeat(n / 2), "C:" + "\\".repeat(n), "/home/" + "a/".repeat(n / 2), "::".repeat(n / 2),
                "1.".repeat(n / 2), "[".repeat(n) + "::1", "*.".repeat(n / 2), "@".repeat(n), "==".repeat(n / 2),
                "xoxb-" + "-".repeat(n), "-----BEGIN " + "A ".repeat(n), "images:\n" + "a: b\n".repeat(n / 5),
                "#!/usr/bin/env " + "-x ".repeat(n / 3), "apiVersion: v1\n" + "kind: Pod ".repeat(n / 10),
                "x".repeat(n) + "your", "\n".repeat(n), " \t".repeat(n), "a=" + " ".repeat(n) + "x", "password " + " ".repeat(n),
                "https://" + "u".repeat(300) + ":" + "p".repeat(n), "\"auth\": \"" + "a".repeat(n));
    }

    static Stream<DynamicTest> check(String name, Consumer<String> f) {
        return adversarial().stream().map(s -> DynamicTest.dynamicTest(name + " on " + describe(s),
                () -> assertTimeoutPreemptively(BOUND, () -> f.accept(s))));
    }

    private static String describe(String s) {
        String head = s.substring(0, Math.min(12, s.length())).replace("\n", "\\n");
        return "'" + head + "…' (" + s.length() + " chars)";
    }

    @TestFactory
    Stream<DynamicTest> secrets() {
        return Stream.of(check("Secrets.literalSecret", s -> Secrets.literalSecret("API_TOKEN", s)),
                check("Secrets.isSecretName", Secrets::isSecretName),
                check("Secrets.literalHeaderSecret", s -> {
                    Secrets.literalHeaderSecret("Authorization", "Bearer " + s);
                    Secrets.literalHeaderSecret(s, s);
                })).flatMap(x -> x);
    }

    @TestFactory
    Stream<DynamicTest> credentialFiles() {
        return Stream.of(".npmrc", ".netrc", ".git-credentials", ".docker/config.json", ".env").map(name ->
                check("CredentialFiles.entries(" + name + ")", s -> {
                    CredentialFiles.entries(SourceFile.of(name, Format.SHELL, s), name);
                    CredentialFiles.entries(SourceFile.of(name, Format.SHELL, "k=" + s + "\npassword " + s + "\nhttps://u:" + s), name);
                })).flatMap(x -> x);
    }

    @TestFactory
    Stream<DynamicTest> hostsSocketsReferences() {
        return Stream.of(
                check("Endpoint.parse", s -> Endpoint.parse(s)),
                check("Hosts.breadth", s -> Hosts.breadth(Endpoint.parse(s))),
                check("Sockets.classify", Sockets::classify),
                check("References.isReferenceOnly", References::isReferenceOnly),
                check("TlsVariables.disables", s -> TlsVariables.disables("PIP_TRUSTED_HOST", s)),
                check("HostPath.of", HostPath::of),
                check("HostPaths.breadth", HostPaths::breadth),
                check("GithubRefs", s -> {
                    GithubRefs.isPullRequestHead(s);
                    GithubRefs.longLivedSecret(s);
                    GithubRefs.longLivedSecret("secrets." + s);
                }),
                check("AgentClis", s -> {
                    AgentClis.byPackage(s);
                    AgentClis.imageLooksLikeAgent(ImageReference.of(s));
                    ImageReference.of(s).pinned();
                    AgentClis.pinnedVersion(s);
                })).flatMap(x -> x);
    }

    @TestFactory
    Stream<DynamicTest> classifier() {
        return Stream.of(
                check("Classifier (yaml head)", s -> Classifier.classify("dir/templates/x.yaml", () -> s)),
                check("Classifier (toml head)", s -> Classifier.classify("dir/config.toml", () -> s)),
                check("Classifier (shebang)", s -> Classifier.classify("bin/tool", () -> s)),
                check("Classifier (name)", s -> Classifier.classify(s, () -> s))).flatMap(x -> x);
    }
}
