package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.base.Format;
import dev.agentlint.extract.wsb.WsbExtractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Device;
import dev.agentlint.parse.ParseException;
import dev.agentlint.read.ReadResult;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.SourceReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WsbExtractorTest {

    static FileFacts extract(SourceFile file) throws Exception {
        FileFacts facts = new FileFacts(file);
        new WsbExtractor().extract(facts);
        return facts;
    }

    static FileFacts extract(String xml) throws Exception {
        return extract(SourceFile.of("sandbox.wsb", Format.WSB, xml));
    }

    static boolean shared(VirtualMachine vm, Device d) {
        return vm.devices().stream().filter(a -> a.device() == d).findFirst().orElseThrow().shared().value();
    }

    @Test
    void defaultsWhenNothingIsSet() throws Exception {
        VirtualMachine vm = extract("<Configuration/>").vms().get(0);
        assertThat(vm.networks()).singleElement().satisfies(n -> assertThat(n.explicit()).isFalse());
        assertThat(shared(vm, Device.CLIPBOARD)).isTrue();
        assertThat(shared(vm, Device.MICROPHONE)).isTrue();
        assertThat(shared(vm, Device.CAMERA)).isFalse();
        assertThat(shared(vm, Device.PRINTER)).isFalse();
        assertThat(shared(vm, Device.GPU)).isFalse();
    }

    @Test
    void elementNamesAndValuesAreCaseInsensitive() throws Exception {
        FileFacts f = extract("""
                <configuration>
                  <networking>disable</networking>
                  <VGpu>Enable</VGpu>
                  <AudioInput>Default</AudioInput>
                  <VideoInput>On</VideoInput>
                  <MappedFolders>
                    <MappedFolder>
                      <HostFolder>C:\\Users\\alice</HostFolder>
                      <ReadOnly>True</ReadOnly>
                    </MappedFolder>
                    <mappedfolder><hostfolder>D:\\</hostfolder><SandboxFolder>C:\\d</SandboxFolder><ReadOnly>false</ReadOnly></mappedfolder>
                    <MappedFolder><HostFolder>C:\\work</HostFolder></MappedFolder>
                  </MappedFolders>
                  <LogonCommand><Command>powershell -ExecutionPolicy Bypass -File "C:\\Users\\WDAGUtilityAccount\\Desktop\\my tools\\run.ps1"</Command></LogonCommand>
                </configuration>
                """);
        VirtualMachine vm = f.vms().get(0);
        assertThat(vm.networks()).isEmpty();
        assertThat(shared(vm, Device.GPU)).isTrue();
        assertThat(shared(vm, Device.MICROPHONE)).isTrue();
        var camera = vm.devices().stream().filter(a -> a.device() == Device.CAMERA).findFirst().orElseThrow().shared();
        assertThat(camera.value()).isFalse();
        assertThat(camera.caveat().toString()).contains("'On'");
        assertThat(f.mounts()).extracting(m -> m.hostPath().normalised(), m -> m.readOnly(), m -> m.target())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("~", true, "C:\\Users\\WDAGUtilityAccount\\Desktop"),
                        org.assertj.core.groups.Tuple.tuple("d:", false, "C:\\d"),
                        org.assertj.core.groups.Tuple.tuple("c:/work", false, "C:\\Users\\WDAGUtilityAccount\\Desktop"));
        assertThat(f.mounts().get(0).location().span().line()).isEqualTo(8);
        assertThat(f.embeddedScripts()).singleElement().satisfies(s -> {
            assertThat(s.argv()).extracting(Located::value).containsExactly("powershell", "-ExecutionPolicy", "Bypass", "-File",
                    "C:\\Users\\WDAGUtilityAccount\\Desktop\\my tools\\run.ps1");
            assertThat(s.argv().get(1).location().span().column()).isEqualTo(37);
        });
    }

    @Test
    void utf16WithBomAndCrlfIsRead(@TempDir Path dir) throws Exception {
        String xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\r\n<Configuration>\r\n  <Networking>Disable</Networking>\r\n"
                + "  <MappedFolders><MappedFolder><HostFolder>C:\\src</HostFolder></MappedFolder></MappedFolders>\r\n</Configuration>\r\n";
        byte[] body = xml.getBytes(StandardCharsets.UTF_16LE);
        byte[] bytes = new byte[body.length + 2];
        bytes[0] = (byte) 0xFF;
        bytes[1] = (byte) 0xFE;
        System.arraycopy(body, 0, bytes, 2, body.length);
        Path p = Files.write(dir.resolve("sandbox.wsb"), bytes);
        ReadResult r = new SourceReader(1 << 20).read(p, "sandbox.wsb", Format.WSB);
        FileFacts f = extract(((ReadResult.Text) r).file());
        assertThat(f.vms().get(0).networks()).isEmpty();
        assertThat(f.mounts()).singleElement().satisfies(m -> {
            assertThat(m.location().span().line()).isEqualTo(4);
            assertThat(m.readOnly()).isFalse();
        });
    }

    @Test
    void otherRootsAndEntitiesAreRefused() {
        assertThatThrownBy(() -> extract("<plist/>")).isInstanceOf(ParseException.class).hasMessageContaining("<Configuration>");
        assertThatThrownBy(() -> extract("<!DOCTYPE c [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><Configuration><LogonCommand>"
                + "<Command>&x;</Command></LogonCommand></Configuration>")).isInstanceOf(ParseException.class);
    }
}
