package dev.agentlint.read;

import dev.agentlint.base.Phrase;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Bytes to text: honours UTF-8 and UTF-16 byte-order marks, recognises BOM-less UTF-16 by its
 * zero bytes, refuses binaries, and decodes invalid UTF-8 with replacement characters (reported).
 */
public final class TextDecoder {

    /** Decoded text or the reason the bytes are not text. */
    public record Decoded(String text, String warning, Phrase refusal) {}

    private TextDecoder() {}

    public static Decoded decode(byte[] bytes, int length) {
        return decode(bytes, length, false);
    }

    /**
     * @param nulsIgnored the file is read by a program that drops NUL bytes (bash and dash do, in a
     *                    script they run): they are dropped here too, with a notice, instead of the
     *                    file being refused as binary, so what the shell runs is what is checked
     */
    public static Decoded decode(byte[] bytes, int length, boolean nulsIgnored) {
        boolean utf16Bom = length >= 2 && ((bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE
                || (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF);
        if (nulsIgnored && !utf16Bom) {
            int kept = 0;
            for (int i = 0; i < length; i++) if (bytes[i] != 0) bytes[kept++] = bytes[i];
            if (kept < length) {
                Decoded d = decode(bytes, kept, false);
                if (d.refusal() != null) return d;
                String notice = (length - kept) + " NUL " + (length - kept == 1 ? "byte was" : "bytes were")
                        + " ignored, as bash and dash ignore them in a script";
                return new Decoded(d.text(), d.warning() == null ? notice : d.warning() + "; " + notice, null);
            }
        }
        if (length >= 4 && bytes[0] == 0 && bytes[1] == 0 && (bytes[2] & 0xFF) == 0xFE && (bytes[3] & 0xFF) == 0xFF
                || length >= 4 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE && bytes[2] == 0 && bytes[3] == 0) {
            return new Decoded(null, null, Phrase.of("UTF-32 text is not supported"));
        }
        if (startsWith(bytes, length, "bplist")) {
            return new Decoded(null, null, Phrase.of("binary property list (not checked: convert it with `plutil -convert xml1` to check it)"));
        }
        if (length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return decodeStrict(bytes, 3, length - 3, StandardCharsets.UTF_8, "UTF-8");
        }
        if (length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return decodeStrict(bytes, 2, length - 2, StandardCharsets.UTF_16LE, "UTF-16LE");
        }
        if (length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return decodeStrict(bytes, 2, length - 2, StandardCharsets.UTF_16BE, "UTF-16BE");
        }
        Charset utf16 = guessBomlessUtf16(bytes, length);
        if (utf16 != null) {
            return decodeStrict(bytes, 0, length, utf16, utf16.name());
        }
        for (int i = 0; i < length; i++) {
            if (bytes[i] == 0) return new Decoded(null, null, Phrase.of("binary file (contains NUL bytes)"));
        }
        return decodeStrict(bytes, 0, length, StandardCharsets.UTF_8, "UTF-8");
    }

    private static boolean startsWith(byte[] bytes, int length, String ascii) {
        if (length < ascii.length()) return false;
        for (int i = 0; i < ascii.length(); i++) if (bytes[i] != ascii.charAt(i)) return false;
        return true;
    }

    /** Text whose every other byte is zero is UTF-16 without a BOM (ASCII-heavy config files). */
    private static Charset guessBomlessUtf16(byte[] bytes, int length) {
        if (length < 4 || length % 2 != 0) return null;
        int n = Math.min(length, 4096) & ~1;
        int evenZero = 0, oddZero = 0;
        for (int i = 0; i < n; i += 2) {
            if (bytes[i] == 0) evenZero++;
            if (bytes[i + 1] == 0) oddZero++;
        }
        int pairs = n / 2;
        if (oddZero * 10 >= pairs * 9 && evenZero == 0) return StandardCharsets.UTF_16LE;
        if (evenZero * 10 >= pairs * 9 && oddZero == 0) return StandardCharsets.UTF_16BE;
        return null;
    }

    private static Decoded decodeStrict(byte[] bytes, int offset, int length, Charset charset, String name) {
        CharsetDecoder strict = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer chars = strict.decode(ByteBuffer.wrap(bytes, offset, length));
            return checked(chars.toString(), null);
        } catch (CharacterCodingException e) {
            String lossy = new String(bytes, offset, length, charset);
            return checked(lossy, "invalid " + name + " byte sequences were replaced by U+FFFD");
        }
    }

    private static Decoded checked(String text, String warning) {
        if (text.indexOf('\0') >= 0) return new Decoded(null, null, Phrase.of("binary file (contains NUL characters)"));
        return new Decoded(text, warning, null);
    }
}
