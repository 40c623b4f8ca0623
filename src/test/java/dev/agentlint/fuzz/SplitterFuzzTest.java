package dev.agentlint.fuzz;

import dev.agentlint.base.Phrase;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.agentlint.discover.Classifier;
import dev.agentlint.extract.container.ArgSplitter;
import dev.agentlint.extract.container.MountOption;
import dev.agentlint.extract.container.PortSpec;
import dev.agentlint.extract.container.VolumeSpec;
import dev.agentlint.base.Span;
import dev.agentlint.parse.WindowsCommandLine;
import dev.agentlint.parse.unit.ExecLine;

/**
 * The command-line splitters and value syntaxes the format readers use on strings taken from
 * scanned files: systemd {@code ExecStart=} lines, Windows command lines ({@code .wsb}
 * {@code LogonCommand}), Podman/Docker argument strings (Quadlet {@code PodmanArgs=}, compose
 * {@code command:}), volume, port and mount
 * specifications, and the classifier's look at a file's name and head. None may throw; every
 * word they return points into the string it came from.
 */
class SplitterFuzzTest {

    @FuzzTest
    void execLine(byte[] data) {
        Contract.bounded(() -> {
            String s = Contract.utf8(data);
            ExecLine line = ExecLine.parse(s);
            for (ExecLine.Arg a : line.args()) inside(a.start(), a.end(), s);
        });
    }

    @FuzzTest
    void windowsCommandLine(byte[] data) {
        Contract.bounded(() -> {
            String s = Contract.utf8(data);
            for (WindowsCommandLine.Arg a : WindowsCommandLine.split(s)) inside(a.start(), a.end(), s);
        });
    }

    @FuzzTest
    void containerArgs(byte[] data) {
        Contract.bounded(() -> {
            String s = Contract.utf8(data);
            ArgSplitter.split(s, new Span(1, 1, 1, 1 + s.length()), true);
            ArgSplitter.split(s, new Span(1, 1, 3, 1), false);
        });
    }

    @FuzzTest
    void containerValues(byte[] data) {
        Contract.bounded(() -> {
            String s = Contract.utf8(data);
            VolumeSpec.parse(s);
            PortSpec.parse(s);
            MountOption.parse(s, Phrase.of("--mount"), null);
        });
    }

    @FuzzTest
    void classifier(byte[] data) {
        Contract.bounded(() -> {
            String s = Contract.utf8(data);
            int cut = s.indexOf('\n');
            String name = cut < 0 ? s : s.substring(0, cut);
            String head = cut < 0 ? "" : s.substring(cut + 1);
            Classifier.classify(name, () -> head);
            Classifier.classify("dir/" + name + ".yaml", () -> head);
            Classifier.classify("config.toml", () -> head);
            Classifier.classify("bin/tool", () -> head);
            Classifier.classify("Library/x.plist", () -> head);
        });
    }

    private static void inside(int start, int end, String s) {
        if (start < 0 || end < start || end > s.length()) {
            throw new AssertionError("word [" + start + ", " + end + ") outside a string of " + s.length());
        }
    }
}
