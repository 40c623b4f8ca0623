package dev.agentlint.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TextDecoderTest {

    private static TextDecoder.Decoded decode(byte[] b) {
        return TextDecoder.decode(b, b.length);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void utf8WithAndWithoutBom() {
        assertThat(decode("{\"a\": \"é\"}".getBytes(StandardCharsets.UTF_8)).text()).isEqualTo("{\"a\": \"é\"}");
        assertThat(decode(concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "x".getBytes(StandardCharsets.UTF_8))).text())
                .isEqualTo("x");
    }

    @Test
    void utf16WithBomAndWithout() {
        String wsb = "<Configuration>\r\n<Networking>Disable</Networking>\r\n</Configuration>";
        byte[] le = concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, wsb.getBytes(StandardCharsets.UTF_16LE));
        assertThat(decode(le).text()).isEqualTo(wsb);
        byte[] be = concat(new byte[] {(byte) 0xFE, (byte) 0xFF}, wsb.getBytes(StandardCharsets.UTF_16BE));
        assertThat(decode(be).text()).isEqualTo(wsb);
        assertThat(decode(wsb.getBytes(StandardCharsets.UTF_16LE)).text()).isEqualTo(wsb);
        assertThat(decode(wsb.getBytes(StandardCharsets.UTF_16BE)).text()).isEqualTo(wsb);
    }

    @Test
    void binaryIsRefused() {
        TextDecoder.Decoded d = decode(new byte[] {0x7f, 'E', 'L', 'F', 0, 0, 1, 2, 3});
        assertThat(d.text()).isNull();
        assertThat(d.refusal().toString()).contains("binary");
    }

    @Test
    void binaryPropertyListsAreRefusedWithAHint() {
        byte[] b = "bplist00\u00d1\u0001\u0002ProgramArguments".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        TextDecoder.Decoded d = TextDecoder.decode(b, b.length);
        assertThat(d.text()).isNull();
        assertThat(d.refusal().toString()).contains("binary property list").contains("plutil");
    }

    @Test
    void invalidUtf8IsDecodedWithAWarning() {
        TextDecoder.Decoded d = decode(new byte[] {'a', (byte) 0xC3, '(', 'b'});
        assertThat(d.text()).startsWith("a").endsWith("b").contains("\uFFFD");
        assertThat(d.warning()).contains("invalid UTF-8");
    }
}
