package elfobj

import (
	"encoding/binary"
	"fmt"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// DescriptorSize is the size of an HSA kernel descriptor
// (docs/reference/amdgpu.md §7.3).
const DescriptorSize = 64

// Byte offsets of the descriptor's words (docs/reference/amdgpu.md §7.3).
const (
	offGroupSegment   = 0
	offPrivateSegment = 4
	offKernargSize    = 8
	offEntry          = 16 // kernel_code_entry_byte_offset, relocated
	offRsrc3          = 44
	offRsrc1          = 48
	offRsrc2          = 52
	offProps          = 56 // kernel_code_properties, 16 bits
	offPreload        = 58 // kernarg_preload, 16 bits
)

// word names a descriptor word a field lands in.
type word uint8

const (
	wGroup word = iota
	wPrivate
	wKernarg
	wRsrc1
	wRsrc2
	wRsrc3
	wProps
	wPreload
	numWords
)

// A bitField is where an .amdhsa_ field lands: a word, a bit offset and
// a width; sgprs is the number of user SGPRs it implies when set (-1:
// the value itself, the preload length).
type bitField struct {
	w            word
	shift, width uint
	sgprs        int
}

// fields maps the .amdhsa_ names that are plain bit fields to their place
// (docs/reference/amdgpu.md §7.4). The register counts, accum_offset,
// user_sgpr_count and the reserve_* flags are computed (descriptor).
func fieldOf(gen *amdgcn.Generation, name string) (bitField, bool) {
	switch name {
	case "group_segment_fixed_size":
		return bitField{wGroup, 0, 32, 0}, true
	case "private_segment_fixed_size":
		return bitField{wPrivate, 0, 32, 0}, true
	case "kernarg_size":
		return bitField{wKernarg, 0, 32, 0}, true
	case "user_sgpr_private_segment_buffer":
		return bitField{wProps, 0, 1, 4}, true
	case "user_sgpr_dispatch_ptr":
		return bitField{wProps, 1, 1, 2}, true
	case "user_sgpr_queue_ptr":
		return bitField{wProps, 2, 1, 2}, true
	case "user_sgpr_kernarg_segment_ptr":
		return bitField{wProps, 3, 1, 2}, true
	case "user_sgpr_dispatch_id":
		return bitField{wProps, 4, 1, 2}, true
	case "user_sgpr_flat_scratch_init":
		return bitField{wProps, 5, 1, 2}, true
	case "user_sgpr_private_segment_size":
		return bitField{wProps, 6, 1, 1}, true
	case "wavefront_size32":
		return bitField{wProps, 10, 1, 0}, true
	case "uses_dynamic_stack":
		return bitField{wProps, 11, 1, 0}, true
	case "user_sgpr_kernarg_preload_length":
		return bitField{wPreload, 0, 7, -1}, true
	case "user_sgpr_kernarg_preload_offset":
		return bitField{wPreload, 7, 9, 0}, true
	case "enable_private_segment", "system_sgpr_private_segment_wavefront_offset":
		return bitField{wRsrc2, 0, 1, 0}, true
	case "system_sgpr_workgroup_id_x":
		return bitField{wRsrc2, 7, 1, 0}, true
	case "system_sgpr_workgroup_id_y":
		return bitField{wRsrc2, 8, 1, 0}, true
	case "system_sgpr_workgroup_id_z":
		return bitField{wRsrc2, 9, 1, 0}, true
	case "system_sgpr_workgroup_info":
		return bitField{wRsrc2, 10, 1, 0}, true
	case "system_vgpr_workitem_id":
		return bitField{wRsrc2, 11, 2, 0}, true
	case "exception_fp_ieee_invalid_op":
		return bitField{wRsrc2, 24, 1, 0}, true
	case "exception_fp_denorm_src":
		return bitField{wRsrc2, 25, 1, 0}, true
	case "exception_fp_ieee_div_zero":
		return bitField{wRsrc2, 26, 1, 0}, true
	case "exception_fp_ieee_overflow":
		return bitField{wRsrc2, 27, 1, 0}, true
	case "exception_fp_ieee_underflow":
		return bitField{wRsrc2, 28, 1, 0}, true
	case "exception_fp_ieee_inexact":
		return bitField{wRsrc2, 29, 1, 0}, true
	case "exception_int_div_zero":
		return bitField{wRsrc2, 30, 1, 0}, true
	case "float_round_mode_32":
		return bitField{wRsrc1, 12, 2, 0}, true
	case "float_round_mode_16_64":
		return bitField{wRsrc1, 14, 2, 0}, true
	case "float_denorm_mode_32":
		return bitField{wRsrc1, 16, 2, 0}, true
	case "float_denorm_mode_16_64":
		return bitField{wRsrc1, 18, 2, 0}, true
	case "dx10_clamp", "round_robin_scheduling": // bit 21: ENABLE_DX10_CLAMP before GFX12, ENABLE_WG_RR_EN on GFX12
		return bitField{wRsrc1, 21, 1, 0}, true
	case "ieee_mode":
		return bitField{wRsrc1, 23, 1, 0}, true
	case "fp16_overflow":
		return bitField{wRsrc1, 26, 1, 0}, true
	case "workgroup_processor_mode":
		return bitField{wRsrc1, 29, 1, 0}, true
	case "memory_ordered":
		return bitField{wRsrc1, 30, 1, 0}, true
	case "forward_progress":
		return bitField{wRsrc1, 31, 1, 0}, true
	case "tg_split":
		return bitField{wRsrc3, 16, 1, 0}, true
	case "shared_vgpr_count":
		return bitField{wRsrc3, 0, 4, 0}, true
	case "inst_pref_size":
		if gen.Family == amdgcn.GFX12 {
			return bitField{wRsrc3, 4, 8, 0}, true
		}
		return bitField{wRsrc3, 4, 6, 0}, true
	}
	return bitField{}, false
}

// maxPreloadSGPRs is the most kernel-argument SGPRs llvm-mc-19 preloads
// (observed: .amdhsa_user_sgpr_kernarg_preload_length 16 is accepted on
// gfx90a, 17 is "value out of range").
const maxPreloadSGPRs = 16

// A DescriptorError is a kernel block llvm-mc would refuse.
type DescriptorError struct {
	Pos amdgcn.Pos
	Msg string
}

func (e *DescriptorError) Error() string { return e.Pos.String() + ": " + e.Msg }

// xnackAny reports whether the target id has xnack "any" (llvm-mc's
// default for a bare -mcpu on the generations with xnack).
func xnackAny(gen *amdgcn.Generation) bool { return machOf(gen).XNACK }

// Descriptor builds the 64-byte kernel descriptor of the kernel block k as
// llvm-mc's AMDGPU assembler does (docs/reference/amdgpu.md §7.3–§7.5):
// defaults, then each field in source order, then the register blocks,
// the user SGPR count and accum_offset. The code entry offset (bytes
// 16–23) is left 0: the object carries a relocation for it.
func Descriptor(gen *amdgcn.Generation, k *amdgcn.Kernel) ([DescriptorSize]byte, error) {
	var out [DescriptorSize]byte
	var w [numWords]uint32
	fail := func(pos amdgcn.Pos, format string, args ...any) ([DescriptorSize]byte, error) {
		return out, &DescriptorError{pos, fmt.Sprintf(format, args...)}
	}
	// defaults (§7.5)
	w[wRsrc1] |= 3 << 18 // FLOAT_DENORM_MODE_16_64: no flushing
	if gen.Family != amdgcn.GFX12 {
		w[wRsrc1] |= 1<<21 | 1<<23 // DX10_CLAMP, IEEE_MODE
	}
	if gen.Family != amdgcn.GFX9 {
		w[wRsrc1] |= 1<<29 | 1<<30 // WGP_MODE (no CU mode), MEM_ORDERED
		if gen.WaveSize == 32 {
			w[wProps] |= 1 << 10
		}
	}
	w[wRsrc2] |= 1 << 7 // workgroup id x
	implied := 0
	explicitCount := int64(-1)
	reserveVCC, reserveFlat := true, true
	var nextVGPR, nextSGPR, accum int64
	var seenAccum bool
	var vgprPos, sgprPos, accumPos amdgcn.Pos
	wave32 := gen.Family != amdgcn.GFX9 && gen.WaveSize == 32
	explicit32 := false // .amdhsa_wavefront_size32 1 given
	for _, f := range k.Fields {
		v := f.Value
		switch f.Name {
		case "next_free_vgpr":
			nextVGPR, vgprPos = v, f.Pos
			continue
		case "next_free_sgpr":
			nextSGPR, sgprPos = v, f.Pos
			continue
		case "accum_offset":
			accum, accumPos, seenAccum = v, f.Pos, true
			continue
		case "user_sgpr_kernarg_preload_length":
			if v > maxPreloadSGPRs {
				return fail(f.Pos, "value out of range")
			}
		case "user_sgpr_count":
			if v < 0 || v > 31 {
				return fail(f.Pos, "value out of range")
			}
			explicitCount = v
			continue
		case "reserve_vcc", "reserve_flat_scratch", "reserve_xnack_mask":
			if v < 0 || v > 1 {
				return fail(f.Pos, "value out of range")
			}
			switch f.Name {
			case "reserve_vcc":
				reserveVCC = v == 1
			case "reserve_flat_scratch":
				reserveFlat = v == 1
			default:
				if (v == 1) != xnackAny(gen) {
					return fail(f.Pos, ".amdhsa_reserve_xnack_mask does not match target id")
				}
			}
			continue
		case "wavefront_size32":
			if v < 0 || v > 1 {
				return fail(f.Pos, "value out of range")
			}
			wave32 = v == 1 // llvm-mc takes it over the target's wave size
			explicit32 = wave32
		}
		bf, ok := fieldOf(gen, f.Name)
		if !ok {
			return fail(f.Pos, "the object writer does not know .amdhsa_%s", f.Name)
		}
		if v < 0 || bf.width < 32 && v>>bf.width != 0 || v>>32 != 0 {
			return fail(f.Pos, "value out of range")
		}
		mask := uint32(1<<bf.width - 1)
		w[bf.w] = w[bf.w]&^(mask<<bf.shift) | uint32(v)<<bf.shift
		switch {
		case bf.sgprs < 0:
			implied += int(v)
		case v != 0:
			implied += bf.sgprs
		}
	}
	// user SGPRs (§7.5)
	count := int64(implied)
	if explicitCount >= 0 {
		if int64(implied) > explicitCount {
			return fail(k.Pos, "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs")
		}
		count = explicitCount
	}
	if count > 31 {
		return fail(k.Pos, "too many user SGPRs enabled")
	}
	w[wRsrc2] |= uint32(count) << 1
	if shared := w[wRsrc3] & 0xf; shared != 0 && explicit32 && (gen.Family == amdgcn.GFX10 || gen.Family == amdgcn.GFX11) {
		return fail(k.Pos, "shared_vgpr_count directive not valid on wavefront size 32")
	}
	if n, o := w[wPreload]&0x7f, w[wPreload]>>7; n != 0 && w[wKernarg] != 0 && (n+o)*4 > w[wKernarg] {
		return fail(k.Pos, "Kernarg preload length + offset is larger than the kernarg segment size")
	}
	// register blocks (§7.5)
	m := machOf(gen)
	numSGPR := nextSGPR
	if !gen.LLVM19 && w[wPreload]&0x7f != 0 {
		// llvm-mc-22 (the oracle of the generations LLVM 19 does not
		// know) counts the user SGPRs in next_free_sgpr when kernel
		// arguments are preloaded (observed in TestDescriptorSweep)
		numSGPR = max(numSGPR, count)
	}
	if gen.Family != amdgcn.GFX9 {
		numSGPR = 0
	} else {
		if nextSGPR > int64(gen.SGPRs) || nextSGPR < 0 {
			return fail(sgprPos, "value out of range")
		}
		extra := int64(0)
		if reserveVCC {
			extra = 2
		}
		if xnackAny(gen) {
			extra = 4
		}
		if reserveFlat || m.ArchitectedFlatScratch {
			extra = 6
		}
		numSGPR += extra
	}
	if nextVGPR < 0 || nextVGPR > 512 {
		return fail(vgprPos, "value out of range")
	}
	vgran := int64(4)
	if m.GFX90AInsts || wave32 {
		vgran = 8
	}
	vblocks := (max(1, nextVGPR)+vgran-1)/vgran - 1
	sblocks := (max(1, numSGPR)+7)/8 - 1
	if vblocks > 63 {
		return fail(vgprPos, "value out of range")
	}
	if sblocks > 15 {
		return fail(sgprPos, "value out of range")
	}
	w[wRsrc1] |= uint32(vblocks) | uint32(sblocks)<<6
	if m.GFX90AInsts {
		if !seenAccum {
			return fail(k.Pos, ".amdhsa_accum_offset directive is required")
		}
		if accum < 4 || accum > 256 || accum%4 != 0 {
			return fail(accumPos, "accum_offset should be in range [4..256] in increments of 4")
		}
		if accum > (max(1, nextVGPR)+3)/4*4 {
			return fail(accumPos, "accum_offset exceeds total VGPR allocation")
		}
		w[wRsrc3] |= uint32(accum/4-1) & 0x3f
	}
	le := binary.LittleEndian
	le.PutUint32(out[offGroupSegment:], w[wGroup])
	le.PutUint32(out[offPrivateSegment:], w[wPrivate])
	le.PutUint32(out[offKernargSize:], w[wKernarg])
	le.PutUint32(out[offRsrc3:], w[wRsrc3])
	le.PutUint32(out[offRsrc1:], w[wRsrc1])
	le.PutUint32(out[offRsrc2:], w[wRsrc2])
	le.PutUint16(out[offProps:], uint16(w[wProps]))
	le.PutUint16(out[offPreload:], uint16(w[wPreload]))
	return out, nil
}
