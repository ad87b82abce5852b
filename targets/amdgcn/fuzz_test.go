package amdgcn

import (
	"bytes"
	"testing"
)

func fuzzGen(g uint8) *Generation { return Gen(GenID(g % uint8(numGens))) }

// FuzzDisassemble: Decode never panics on any bytes, and whatever it
// decodes prints as text that assembles back to the same bytes.
func FuzzDisassemble(f *testing.F) {
	for _, s := range []string{
		"\xc1\x04\x0a\x16", "\x05\x81\x0b\xd1\x01\x05\x02\x28", "\x05\x40\x92\xd3\x01\x05\x02\x18",
		"\xff\x04\x0a\x16\x41\x00\x00\x00", "\x00\x00\x81\xbf", "\x70\x00\x8c\xbf", "\x02\x00\x06\xc0\x00\x00\x00\x00",
		"\x00\x80\x50\xdc\x00\x00\x00\x01", "\x00\x00\x05\xee\x01\x00\x00\x00\x00\x00\x00\x00", "\x01\x00\xa9\xd2\x02\x07\x12\x04",
		// DPP16, DPP8, VOP3 DPP (llvm-mc-19 encodings from dpp_test.go)
		"\xfa\x06\x02\x16\x02\x40\x91\xff", "\xea\x06\x02\x20\x02\x77\x39\x05",
		"\x01\x00\x1c\xd6\xe9\x06\x12\x04\x02\x88\xc6\xfa", "\x01\x80\x10\xd5\xfa\x06\x02\x28\x02\xe4\x00\xff",
		// SDWA v_max_i16 with 1.0 as src0 (sdwa_test.go)
		"\xf9\x04\x02\x60\xf2\x06\x86\x06",
		// branches: s_cbranch_scc1 3 (GFX9), s_branch -3 (GFX11+), s_cbranch_execnz 0x8000
		"\x03\x00\x85\xbf", "\xfd\xff\xa0\xbf", "\x00\x80\x89\xbf",
		// s_delay_alu, s_sendmsg (GFX11+), s_movk_i32, gfx940 global_store sc0 sc1,
		// s_cmp_o_f16 with an inline 2.0 (printed as a literal)
		"\x91\x00\x87\xbf", "\x03\x00\xb6\xbf", "\xff\x7f\x00\xb0", "\x00\x80\x71\xde\x00\x01\x00\x00", "\x45\xf4\x57\xbf",
		// v_cmpx (GFX10 e64 with exec_lo and with vcc_lo in the destination
		// field, e32), s_and_saveexec_b64/b32, s_xor_b32 (docs/reference/amdgpu.md §3.10)
		"\x7e\x00\x91\xd4\x01\x05\x02\x00", "\x6a\x00\x91\xd4\x01\x05\x02\x00", "\x80\x04\x22\x7d",
		"\x6a\x20\x80\xbe", "\x6a\x3c\x80\xbe", "\x01\x02\x00\x89",
		// v_nop: e32, with src0 = 0xff (no literal) and 0xfa (DPP on GFX9/10), GFX9 and GFX10+ e64
		"\x00\x00\x00\x7e", "\xff\x00\x00\x7e\x00\x00\x00\x7e", "\xfa\x00\x00\x7e\x00\xe4\x00\xff",
		"\x00\x00\x40\xd1\x00\x00\x00\x00", "\x00\x00\x80\xd5\x00\x00\x00\x00",
	} {
		for g := uint8(0); g < uint8(numGens); g++ {
			f.Add(g, []byte(s))
		}
	}
	f.Fuzz(func(t *testing.T, g uint8, data []byte) {
		gen := fuzzGen(g)
		for off := 0; off < len(data); {
			in, n, err := Decode(gen, data[off:])
			if err != nil {
				off += min(4, len(data)-off)
				continue
			}
			if n <= 0 || n > len(data)-off {
				t.Fatalf("bad size %d", n)
			}
			text := in.String()
			if in.Entry().Def.Shape == ShapeVNop {
				// llvm-mc-19 prints every v_nop word it decodes (the VOP3
				// form, any src0 field) as "v_nop" (docs/reference/amdgpu.md §3.12)
				if text != "v_nop" {
					t.Fatalf("%s: % x decodes to %q", gen.Name, data[off:off+n], text)
				}
				off += n
				continue
			}
			if in.reencodes() && in.Ext == ExtSDWA {
				// a float inline constant on a 16-bit integer SDWA source
				// prints as a hex literal that SDWA cannot take: llvm-mc-19
				// rejects that text too (docs/reference/amdgpu.md §2)
				if _, aerr := AssembleLine(gen, text); aerr == nil {
					t.Fatalf("%s: % x decodes to %q, which llvm-mc does not assemble, but we do", gen.Name, data[off:off+n], text)
				}
				off += n
				continue
			}
			back, aerr := AssembleLine(gen, text)
			if aerr != nil {
				t.Fatalf("%s: % x decodes to %q, which does not assemble: %v", gen.Name, data[off:off+n], text, aerr)
			}
			want := data[off : off+n]
			if in.reencodes() {
				// a float inline constant on a 16-bit integer operand: llvm-mc
				// prints (and re-encodes) it as a literal
				want = in.AppendEncoding(nil)
			}
			// (the f16 scalar compares take the hex value back as the
			// inline constant it came from: the original bytes)
			if enc := back.AppendEncoding(nil); !bytes.Equal(enc, want) && !bytes.Equal(enc, data[off:off+n]) && !in.omitsLiteral() {
				t.Fatalf("%s: % x -> %q -> % x", gen.Name, data[off:off+n], text, enc)
			}
			off += n
		}
	})
}

// FuzzAssemble: Assemble never panics; every instruction it accepts prints
// as text that assembles to the same bytes, and those bytes decode (when
// Decode accepts them) to the same text.
func FuzzAssemble(f *testing.F) {
	for _, gen := range []*Generation{Gen(GFX942), Gen(GFX1100), Gen(GFX1200)} {
		for i, l := range goldenInputs(gen) {
			if i%3 == 0 {
				f.Add(uint8(gen.ID), l)
			}
		}
	}
	f.Add(uint8(0), "v_max_f32 v5, -|neg(abs(v1))|, v2\n.text\nlabel: s_endpgm ; c")
	f.Add(uint8(0), "v_pk_max_f16 v1, v2, v3 op_sel:[1,1,1,1,1]")
	f.Add(uint8(8), "s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)\ns_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\ns_movk_i32 m0, -1")
	f.Add(uint8(2), "global_store_dword v0, v1, s[0:1] offset:16 sc0 sc1\nglobal_load_dword v1, v[0:1], off nt")
	f.Add(uint8(11), "s_cmp_o_f16 s0, 2.0\ns_load_u16 s8, s[2:3], 0x14")
	f.Add(uint8(4), "v_nop\nv_nop_e32\nv_nop_e64\nv_nop_sdwa\nv_nop v1\nv_nop_e64 clamp")
	f.Add(uint8(8), "v_nop\nv_nop_e64\nv_nop_dpp quad_perm:[0,1,2,3]")
	for g := uint8(0); g < uint8(numGens); g++ {
		f.Add(g, "v_cmpx_lt_i32_e32 0, v2\nv_cmpx_le_i32_e64 v1, 4\nv_cmpx_nlt_f32 vcc, -v1, v2\ns_and_saveexec_b32 s0, vcc_lo\ns_and_not1_saveexec_b64 s[0:1], s[2:3]\ns_xor_b64 s[0:1], exec, s[0:1]")
	}
	f.Add(uint8(8), ".L0:\n\ts_cbranch_scc1 .LBB0_2\n\ts_branch -1\n\ts_cbranch_execz 65535 ; c\n.LBB0_2: s_branch .L0")
	f.Fuzz(func(t *testing.T, g uint8, src string) {
		gen := fuzzGen(g)
		insts, _ := Assemble(gen, "f.s", []byte(src), nil)
		for i := range insts {
			in := &insts[i]
			text := in.String()
			enc := in.AppendEncoding(nil)
			if in.Entry().Def.Shape == ShapeVNop {
				// v_nop_e64 prints as "v_nop" too, as llvm-mc-19 prints it
				// (docs/reference/amdgpu.md §3.12): its bytes must decode back
				if d, n, err := Decode(gen, enc); err != nil || n != len(enc) || text != "v_nop" || d.String() != text {
					t.Fatalf("%s: %q: % x, text %q, decoded %v", gen.Name, src, enc, text, err)
				}
				continue
			}
			back, err := AssembleLine(gen, text)
			if err != nil {
				t.Fatalf("%s: %q assembled, its text %q does not: %v", gen.Name, src, text, err)
			}
			if e2 := back.AppendEncoding(nil); !bytes.Equal(enc, e2) {
				t.Fatalf("%s: %q: % x, text %q gives % x", gen.Name, src, enc, text, e2)
			}
			if d, n, err := Decode(gen, enc); err == nil {
				if n != len(enc) {
					t.Fatalf("%s: % x decodes as %d bytes", gen.Name, enc, n)
				}
				// llvm-mc's disassembler may spell an encoding differently from
				// its assembler (s_load offset 0 prints "null" on GFX10/11);
				// the spelling must still assemble to the same bytes.
				// Where llvm-mc prints an inline constant as its f16 value
				// in hex (reencodes), the text gives the literal encoding
				// -show-encoding lists.
				if dt := d.String(); dt != text {
					want := enc
					if d.reencodes() {
						want = d.AppendEncoding(nil)
					}
					b2, err := AssembleLine(gen, dt)
					if err != nil || !bytes.Equal(b2.AppendEncoding(nil), want) {
						t.Fatalf("%s: % x decodes to %q, which does not give the bytes back (%v)", gen.Name, enc, dt, err)
					}
				}
			}
		}
	})
}

// FuzzAssembleFile: the directive reader never panics, and what it
// assembles matches Assemble's instructions for the same source.
func FuzzAssembleFile(f *testing.F) {
	f.Add(uint8(4), "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.text\nk:\n\ts_endpgm\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t\t.amdhsa_accum_offset 4\n\t.end_amdhsa_kernel\n\t.amdgpu_metadata\n---\n...\n\t.end_amdgpu_metadata\n")
	f.Add(uint8(8), ".amdhsa_kernel k\n.amdhsa_bogus 1\n.end_amdhsa_kernel\n.Lx: v_max_f32 v0, v1, v2 row_shl:1\n")
	f.Add(uint8(1), "\t.amdgpu_metadata\n---\n")
	f.Fuzz(func(t *testing.T, g uint8, src string) {
		gen := fuzzGen(g)
		file, _ := AssembleFile(gen, "f.s", []byte(src))
		if file == nil {
			t.Fatal("nil file")
		}
		for _, l := range file.Labels {
			if l.Index < 0 || l.Index > len(file.Insts) {
				t.Fatalf("label %q index %d of %d", l.Name, l.Index, len(file.Insts))
			}
		}
	})
}
