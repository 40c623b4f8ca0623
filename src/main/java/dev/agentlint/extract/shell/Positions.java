package dev.agentlint.extract.shell;

import dev.agentlint.model.Located;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import java.util.List;

/**
 * Maps origin offsets of parsed shell text to spans in the scanned file: exactly for a script
 * file and for an embedded script written verbatim, at the value's location otherwise.
 */
abstract class Positions {

    abstract Span span(int start, int end);

    /** The script is the file, or is written verbatim in it from {@code at} on. */
    static Positions exact(LineIndex lines, Span at) {
        int base = at == null ? 0 : lines.offset(at.line(), at.column());
        return new Positions() {
            @Override
            Span span(int start, int end) {
                return lines.span(base + Math.max(0, start), base + Math.max(start, end));
            }
        };
    }

    /** The script is pieces of the file, laid out as {@code map} says. */
    static Positions mapped(OffsetMap map) {
        return new Positions() {
            @Override
            Span span(int start, int end) {
                return map.span(start, Math.max(start, end));
            }
        };
    }

    /** The script's text does not appear character for character in the file: everything is at the value. */
    static Positions fixed(Span at) {
        return new Positions() {
            @Override
            Span span(int start, int end) {
                return at;
            }
        };
    }

    /**
     * An argv list (exec form): element {@code i} is laid out at origins
     * {@code [offsets[i], offsets[i] + length)}, and maps character by character to where it is
     * written when that is known (so a {@code sh -c} string in it maps exactly), else to the element.
     */
    static final class Exec extends Positions {
        private final int[] offsets;
        private final List<Located<String>> argv;
        /** Where each element's characters are written; null (or a null element) where unknown. */
        private final List<OffsetMap> maps;

        Exec(List<Located<String>> argv, List<OffsetMap> maps) {
            this.argv = argv;
            this.maps = maps;
            this.offsets = new int[argv.size()];
            int at = 0;
            for (int i = 0; i < argv.size(); i++) {
                offsets[i] = at;
                at += argv.get(i).value().length() + 1;
            }
        }

        int offset(int element) {
            return offsets[element];
        }

        @Override
        Span span(int start, int end) {
            int i = java.util.Arrays.binarySearch(offsets, start);
            if (i < 0) i = -i - 2;
            i = Math.max(0, Math.min(i, argv.size() - 1));
            if (argv.isEmpty()) return Span.NONE;
            OffsetMap map = maps == null ? null : maps.get(i);
            if (map == null) return argv.get(i).location().span();
            int length = argv.get(i).value() == null ? 0 : argv.get(i).value().length();
            int from = Math.max(0, Math.min(start - offsets[i], length));
            return map.span(from, Math.max(from, Math.min(end - offsets[i], length)));
        }
    }
}
