package dev.agentlint.hostile;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Format;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.compose.ComposeExtractor;
import dev.agentlint.extract.container.ArgSplitter;
import dev.agentlint.extract.container.ContainerValues;
import dev.agentlint.extract.container.MountOption;
import dev.agentlint.extract.container.PortSpec;
import dev.agentlint.extract.container.VolumeSpec;
import dev.agentlint.extract.devcontainer.DevcontainerExtractor;
import dev.agentlint.extract.kube.KubeExtractor;
import dev.agentlint.extract.quadlet.QuadletExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.SecurityOption;
import dev.agentlint.model.HostPath;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.common.SensitivePaths;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The container readers on adversarial input: every parser of a value syntax, and every extractor
 * on a file made of one such value, returns promptly and throws nothing but {@link ParseException}.
 */
class ContainerInputSafetyTest {

    @TestFactory
    Stream<DynamicTest> valueSyntaxes() {
        return Stream.of(
                RegexSafetyTest.check("VolumeSpec.parse", VolumeSpec::parse),
                RegexSafetyTest.check("PortSpec.parse", PortSpec::parse),
                RegexSafetyTest.check("MountOption.parse", s -> MountOption.parse(s, Phrase.of("via"), null)),
                RegexSafetyTest.check("ArgSplitter.split", s -> ArgSplitter.split(s, new Span(1, 1, 1, 1), true)),
                RegexSafetyTest.check("ContainerValues", s -> {
                    SecurityOption.of(s);
                    ContainerValues.capabilities(s);
                }),
                RegexSafetyTest.check("SensitivePaths.classify", s -> SensitivePaths.classify(HostPath.of(s)))).flatMap(x -> x);
    }

    @TestFactory
    Stream<DynamicTest> extractors() {
        return Stream.of(
                RegexSafetyTest.check("compose", s -> run(new ComposeExtractor(), Format.COMPOSE, "compose.yaml",
                        "services:\n  a:\n    image: \"" + escape(s) + "\"\n    volumes: [\"" + escape(s) + "\"]\n"
                                + "    ports: [\"" + escape(s) + "\"]\n    command: \"" + escape(s) + "\"\n")),
                RegexSafetyTest.check("quadlet", s -> run(new QuadletExtractor(), Format.QUADLET, "a.container",
                        "[Container]\nVolume=" + oneLine(s) + "\nPodmanArgs=" + oneLine(s) + "\nEnvironment=" + oneLine(s) + "\n")),
                RegexSafetyTest.check("kube", s -> run(new KubeExtractor(), Format.KUBE, "pod.yaml",
                        "kind: Pod\nspec:\n  containers:\n    - name: \"" + escape(s) + "\"\n      command: [\"" + escape(s) + "\"]\n")),
                RegexSafetyTest.check("devcontainer", s -> run(new DevcontainerExtractor(), Format.DEVCONTAINER, "devcontainer.json",
                        "{\"runArgs\": [\"" + escape(s) + "\"], \"mounts\": [\"" + escape(s) + "\"], \"appPort\": \"" + escape(s)
                                + "\", \"postCreateCommand\": \"" + escape(s) + "\"}"))).flatMap(x -> x);
    }

    private static void run(Extractor e, Format format, String name, String text) {
        try {
            e.extract(new FileFacts(SourceFile.of(name, format, text)));
        } catch (ParseException expected) {
            // A clean refusal with a position is fine.
        }
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\t", "\\t");
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ');
    }
}
