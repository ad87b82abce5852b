package amdgcn

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// genCorpus writes n random instruction lines for gen, cycling over every
// entry of the generation's table so that every row gets lines. Operands
// are drawn from every kind: VGPRs, SGPRs, special registers, inline
// integer and float constants, literals; modifiers and _e32/_e64 suffixes
// are random, so some lines are illegal (both assemblers must reject them).
func genCorpus(gen *Generation, n int, seed uint64) []string {
	r := rand.New(rand.NewPCG(seed, uint64(gen.ID)))
	t := table(gen.ID)
	var names []string
	for name := range t.byName {
		names = append(names, name)
	}
	sortStrings(names)
	// Weight canonical spellings: each entry appears once per distinct spelling.
	out := make([]string, 0, n)
	for _, name := range names {
		if m := t.byName[name]; m.force != 32 {
			l := canonLine(gen, name, m.entry.Def, m.force)
			if m.force == forceDPP || m.force == forceE64DPP {
				l += " " + pick(r, "quad_perm:[0,1,2,3]", "row_shl:1", "row_mirror")
				if gen.Family != GFX9 && r.IntN(2) == 0 {
					l = canonLine(gen, name, m.entry.Def, m.force) + " dpp8:[7,6,5,4,3,2,1,0]"
				}
			}
			out = append(out, l)
		}
	}
	for len(out) < n {
		for _, name := range names {
			if len(out) == n {
				break
			}
			out = append(out, randLine(r, gen, name, t.byName[name]))
		}
	}
	return out
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.IntN(len(xs))] }

func randVGPR(r *rand.Rand, regs int, gen *Generation) string {
	if regs > 2 {
		n := r.IntN(257 - regs)
		if r.IntN(8) != 0 {
			n &^= 1
		}
		return fmt.Sprintf("v[%d:%d]", n, n+regs-1)
	}
	if regs == 2 {
		n := r.IntN(255)
		if r.IntN(8) != 0 {
			n &^= 1
		}
		return fmt.Sprintf("v[%d:%d]", n, n+1)
	}
	if r.IntN(4) == 0 {
		return fmt.Sprintf("v%d", 128+r.IntN(128))
	}
	return fmt.Sprintf("v%d", r.IntN(16))
}

func randSGPR(r *rand.Rand, regs int, gen *Generation) string {
	if regs == 2 {
		switch r.IntN(6) {
		case 0:
			return "vcc"
		case 1:
			return "exec"
		case 2:
			return fmt.Sprintf("ttmp[%d:%d]", 2*r.IntN(8), 2*r.IntN(8)+1)
		}
		n := 2 * r.IntN(gen.SGPRs/2)
		return fmt.Sprintf("s[%d:%d]", n, n+1)
	}
	switch r.IntN(12) {
	case 0:
		return pick(r, "vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "m0")
	case 1:
		if gen.Family >= GFX11 {
			// llvm-mc-19 accepts src_vccz/src_execz on GFX11+ only in some
			// operand classes; they are left out there (see doc.go).
			return pick(r, "src_shared_base", "src_private_limit", "src_scc", "null", "src_lds_direct")
		}
		return pick(r, "src_shared_base", "src_private_limit", "src_scc", "null", "src_vccz", "src_pops_exiting_wave_id", "src_lds_direct", "lds_direct")
	case 2:
		return fmt.Sprintf("ttmp%d", r.IntN(16))
	case 3:
		return pick(r, "flat_scratch_lo", "xnack_mask_hi", "s101", "s105")
	}
	return fmt.Sprintf("s%d", r.IntN(gen.SGPRs))
}

var floatToks = []string{"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494", "0.1", "1.5", "-3.25", "0.0", "100.0"}

func randConst(r *rand.Rand, t OpType) string {
	if t == TI16 {
		// llvm-mc-19 mis-prints non-inline float tokens on 16-bit integer
		// operands; only integers and inline floats are generated there.
		return pick(r, "1.0", "-2.0", "0.5", "17", "-5", "0x1234", "65")
	}
	switch r.IntN(6) {
	case 0:
		return fmt.Sprint(r.IntN(81) - 16)
	case 1:
		return pick(r, floatToks...)
	case 2:
		return fmt.Sprint(r.IntN(2000) - 1000)
	case 3:
		switch t {
		case TF16, TI16:
			return fmt.Sprintf("0x%x", r.IntN(0x10000))
		case TF64:
			return fmt.Sprintf("0x%x", r.Uint32())
		}
		return fmt.Sprintf("0x%x", r.Uint32())
	case 4:
		switch t {
		case TF16, TV2F16:
			return pick(r, "0x3c00", "0xbc00", "0x3118", "0x3800", "0x4400", "0x3c003c00")
		case TF64:
			return pick(r, "0x3ff00000", "0x40100000", "0x3fc45f30", "0xbfe00000")
		case TI64:
			return pick(r, "0x3ff0000000000000", "0x3fc45f306dc9c882", "0x100000000", "0xffffffff", "-100", "0x3ff00000", "-0x80000000", "0xffffffffffffffff")
		}
		return pick(r, "0x3f800000", "0xbf000000", "0x3e22f983", "0x40800000", "0xffffffff", "0x80000000")
	}
	return fmt.Sprint(r.IntN(130) - 65)
}

func randSrc(r *rand.Rand, gen *Generation, t OpType, mods bool) string {
	var s string
	switch k := r.IntN(10); {
	case k < 5:
		s = randVGPR(r, t.regs(), gen)
	case k < 7:
		s = randSGPR(r, t.regs(), gen)
	default:
		s = randConst(r, t)
	}
	if mods && r.IntN(4) == 0 {
		switch r.IntN(5) {
		case 0:
			s = "-" + s
		case 1:
			s = "|" + s + "|"
		case 2:
			s = "-|" + s + "|"
		case 3:
			s = "neg(" + s + ")"
		case 4:
			s = "abs(" + s + ")"
		}
	}
	return s
}

func randList(r *rand.Rand, n int) string {
	var b []string
	for i := 0; i < n; i++ {
		b = append(b, fmt.Sprint(r.IntN(2)))
	}
	return "[" + strings.Join(b, ",") + "]"
}

func randLine(r *rand.Rand, gen *Generation, name string, m *mnemonic) string {
	d := m.entry.Def
	mask := func() string {
		if r.IntN(3) == 0 {
			// exec is not a lane-mask operand; llvm-mc-19 prints it with an
			// "Invalid register" comment, Assemble rejects it.
			if s := randSGPR(r, gen.WaveSize/32, gen); !strings.HasPrefix(s, "exec") {
				return s
			}
		}
		return gen.vccName()
	}
	var ops []string
	var mods []string
	valu := true
	switch d.Shape {
	case ShapeVOP1:
		ops = []string{randVGPR(r, d.Dst.regs(), gen), randSrc(r, gen, d.Src[0], false)}
	case ShapeBinary, ShapeTernary, ShapePk2, ShapePk3:
		ops = []string{randVGPR(r, d.Dst.regs(), gen)}
		n := 2
		if d.Shape == ShapeTernary || d.Shape == ShapePk3 {
			n = 3
		}
		for i := 0; i < n; i++ {
			src := randSrc(r, gen, d.Src[i], d.Mods&ModAbsNeg != 0 && r.IntN(2) == 0)
			if i == 1 && r.IntN(2) == 0 {
				src = randVGPR(r, d.Src[i].regs(), gen)
			}
			ops = append(ops, src)
		}
		if d.Shape == ShapePk2 || d.Shape == ShapePk3 {
			for _, k := range []string{"op_sel", "op_sel_hi", "neg_lo", "neg_hi"} {
				if r.IntN(5) == 0 {
					mods = append(mods, k+":"+randList(r, n))
				}
			}
		} else if r.IntN(8) == 0 {
			mods = append(mods, "op_sel:"+randList(r, n+1))
		}
	case ShapeCmp:
		dst := gen.vccName()
		if r.IntN(3) == 0 {
			dst = randSGPR(r, gen.WaveSize/32, gen)
		}
		ops = []string{dst, randSrc(r, gen, d.Src[0], r.IntN(2) == 0), randSrc(r, gen, d.Src[1], false)}
		if r.IntN(2) == 0 {
			ops[2] = randVGPR(r, d.Src[1].regs(), gen)
		}
	case ShapeCmpX:
		ops = []string{gen.vccName(), randSrc(r, gen, d.Src[0], r.IntN(2) == 0), randSrc(r, gen, d.Src[1], false)}
		if r.IntN(3) == 0 {
			ops[0] = randSGPR(r, gen.WaveSize/32, gen)
		}
		if r.IntN(2) == 0 {
			ops[2] = randVGPR(r, d.Src[1].regs(), gen)
		}
		if gen.Family >= GFX10 && r.IntN(8) != 0 {
			ops = ops[1:] // GFX10+: no destination (with one, llvm-mc rejects the line)
		}
	case ShapeReadLane:
		sd := randSGPR(r, 1, gen)
		if strings.HasPrefix(sd, "src_") || sd == "scc" || sd == "vccz" || sd == "execz" {
			sd = "s7"
		}
		ops = []string{sd, randVGPR(r, 1, gen)}
		if r.IntN(6) == 0 {
			ops[1] = randSrc(r, gen, TB32, false)
		}
	case ShapeAddCo, ShapeAddCoCI:
		sd := mask()
		if strings.HasPrefix(sd, "src_") || sd == "scc" || sd == "vccz" || sd == "execz" {
			sd = gen.vccName()
		}
		ops = []string{randVGPR(r, 1, gen), sd, randSrc(r, gen, TB32, false), randSrc(r, gen, TB32, false)}
		if r.IntN(3) != 0 {
			ops[3] = randVGPR(r, 1, gen)
		}
		if d.Shape == ShapeAddCoCI {
			ops = append(ops, mask())
		}
	case ShapeMad64:
		sd := mask()
		if strings.HasPrefix(sd, "src_") || sd == "scc" || sd == "vccz" || sd == "execz" {
			sd = gen.vccName()
		}
		if r.IntN(8) == 0 {
			sd = "null"
		}
		ops = []string{randVGPR(r, 2, gen), sd, randSrc(r, gen, TB32, false), randSrc(r, gen, TB32, false), randSrc(r, gen, TI64, false)}
		if r.IntN(2) == 0 {
			ops[3] = randVGPR(r, 1, gen)
		}
	case ShapeCndmask:
		ops = []string{randVGPR(r, 1, gen), randSrc(r, gen, TF32, r.IntN(3) == 0), randSrc(r, gen, TF32, false), mask()}
		if r.IntN(2) == 0 {
			ops[2] = randVGPR(r, 1, gen)
		}
	case ShapeVNop:
		// v_nop: mostly plain; now and then an operand or a modifier,
		// which both reject (not DPP controls: on GFX9/GFX10 llvm-mc-19
		// reads "v_nop quad_perm:[...]" as the DPP form, outside the
		// table; docs/reference/amdgpu.md §3.12)
		valu = false
		switch r.IntN(12) {
		case 0:
			ops = []string{randVGPR(r, 1, gen)}
		case 1:
			ops = []string{randSrc(r, gen, TB32, false)}
		case 2:
			mods = []string{pick(r, "clamp", "mul:2", "div:2", "op_sel:[0,0]", "neg_lo:[0,0]", "dst_sel:DWORD", "offset:4", "sc0")}
		}
	default:
		valu = false
	}
	if valu {
		if r.IntN(6) == 0 && d.Mods&ModClamp != 0 {
			mods = append(mods, "clamp")
		}
		if r.IntN(8) == 0 {
			mods = append(mods, pick(r, "mul:2", "mul:4", "div:2", "mul:1"))
		}
	}
	switch d.Shape {
	case ShapeNoArgs:
		if r.IntN(3) == 0 {
			ops = []string{fmt.Sprint(pick(r, 0, 1, 3, 100, 65535))}
		}
	case ShapeSImm16, ShapeWaitImm:
		ops = []string{fmt.Sprint(pick(r, 0, 1, 2, 7, r.IntN(16), r.IntN(200), r.IntN(65536)))}
	case ShapeDelayALU:
		ops = []string{pick(r, "0", "1", "0x91", "instid0(VALU_DEP_1)", randDelay(r), randDelay(r), randDelay(r))}
	case ShapeSendMsg:
		// a message of any generation, valid or not here, and its
		// operations; integers (sendmsg_test.go sweeps every value)
		// (the numeric forms only where llvm-mc's text assembles back to
		// the value: lowerc refuses the others, as for s_delay_alu)
		m := sendMsgs[r.IntN(len(sendMsgs))]
		op := pick(r, "", ", GS_OP_NOP", ", GS_OP_CUT", ", GS_OP_EMIT_CUT, 1", ", GS_OP_EMIT, 3", ", SYSMSG_OP_REG_RD", ", 1", ", 2, 1")
		v := uint32(r.IntN(1 << 10))
		for !sendMsgRoundTrips(gen.Family, v) {
			v = uint32(r.IntN(1 << 10))
		}
		id, mop, st := v&0xf, v>>4&7, v>>8&3
		if gen.Family >= GFX11 {
			id, mop, st = v&0xff, 0, 0
		}
		ops = []string{pick(r, "sendmsg("+m.name+op+")", fmt.Sprintf("sendmsg(%d, %d, %d)", id, mop, st), fmt.Sprint(v), "3")}
	case ShapeSOPK:
		// no src_* destinations (llvm-mc-19 truncates their codes: see
		// ShapeSOP1 below)
		dst := randSGPR(r, 1, gen)
		for strings.HasPrefix(dst, "src_") || dst == "scc" || dst == "vccz" || dst == "execz" {
			dst = randSGPR(r, 1, gen)
		}
		ops = []string{dst, fmt.Sprint(pick(r, "0", "1", "-1", "0x7fff", "0x8000", "65535", "-32768", fmt.Sprint(r.IntN(65536)), fmt.Sprintf("0x%x", r.IntN(65536))))}
	case ShapeBranch:
		// integer offsets (labels list a fixup line: TestBranchListing)
		ops = []string{fmt.Sprint(pick(r, 0, 1, -1, 65535, -32768, 32767, -32769, 65536, r.IntN(65536), -r.IntN(32768)))}
	case ShapeWaitcnt:
		var w []string
		for i, k := range waitNames {
			if r.IntN(2) == 0 {
				w = append(w, fmt.Sprintf("%s(%d)", k, r.IntN([]int{64, 8, 16}[i])))
			}
		}
		if len(w) == 0 {
			w = []string{"0"}
		}
		ops = []string{strings.Join(w, " ")}
	case ShapeSLoad:
		sd := map[int]string{1: fmt.Sprintf("s%d", r.IntN(100)), 2: fmt.Sprintf("s[%d:%d]", 2*r.IntN(50), 2*r.IntN(50)+1)}[d.Dwords]
		if d.Dwords == 2 {
			n := 2 * r.IntN(50)
			sd = fmt.Sprintf("s[%d:%d]", n, n+1)
		}
		if d.Dwords == 4 {
			n := 4 * r.IntN(25)
			sd = fmt.Sprintf("s[%d:%d]", n, n+3)
		}
		if d.Dwords == 3 || d.Dwords > 4 {
			n := 4 * r.IntN((100-d.Dwords)/4+1)
			sd = fmt.Sprintf("s[%d:%d]", n, n+d.Dwords-1)
		}
		n := 2 * r.IntN(50)
		ops = []string{sd, fmt.Sprintf("s[%d:%d]", n, n+1), fmt.Sprintf("0x%x", pick(r, 0, 4, 8, 16, 0x24, r.IntN(4096)))}
	case ShapeSOP1, ShapeSOP2, ShapeSOPC:
		// scalar: SGPRs, special registers, constants; now and then a VGPR
		// or a modifier (rejected by both)
		ssrc := func(t OpType) string {
			switch k := r.IntN(12); {
			case k < 6:
				return randSGPR(r, t.regs(), gen)
			case k < 11:
				return randConst(r, t)
			}
			return pick(r, randVGPR(r, t.regs(), gen), "-"+randSGPR(r, t.regs(), gen), "|"+randSGPR(r, t.regs(), gen)+"|")
		}
		if d.Shape != ShapeSOPC && d.Dst != TNone {
			// llvm-mc-19 also accepts src_* (codes >= 128) as a scalar
			// destination and truncates the code into the 7-bit field, so
			// its text does not round-trip; lowerc rejects those: not
			// generated.
			dst := randSGPR(r, d.Dst.regs(), gen)
			for strings.HasPrefix(dst, "src_") || dst == "scc" || dst == "vccz" || dst == "execz" {
				dst = randSGPR(r, d.Dst.regs(), gen)
			}
			ops = append(ops, dst)
		}
		for i := 0; i < d.sources(); i++ {
			ops = append(ops, ssrc(d.Src[i]))
		}
	case ShapeGLoad, ShapeGStore:
		data := randVGPR(r, d.Dwords, gen)
		addr, sa := randVGPR(r, 1, gen), ""
		if r.IntN(2) == 0 {
			addr, sa = randVGPR(r, 2, gen), "off"
		} else {
			n := 2 * r.IntN(50)
			sa = fmt.Sprintf("s[%d:%d]", n, n+1)
		}
		if d.Shape == ShapeGLoad {
			ops = []string{data, addr, sa}
		} else {
			ops = []string{addr, data, sa}
		}
		if r.IntN(2) == 0 {
			mods = append(mods, fmt.Sprintf("offset:%d", r.IntN(4096)-2048))
		}
		if r.IntN(4) == 0 {
			// the gfx940 family's cache policy (elsewhere rejected)
			for _, c := range []string{"sc0", "nt", "sc1"} {
				if r.IntN(2) == 0 {
					mods = append(mods, c)
				}
			}
		}
	}
	if valu && d.Shape != ShapeAddCo && d.Shape != ShapeAddCoCI && d.Shape != ShapeReadLane && d.Shape != ShapeCmpX && (m.force == forceSDWA || r.IntN(7) == 0) && m.force != forceDPP && m.force != forceE64DPP {
		// SDWA: sources VGPRs, SGPRs or inline constants, sext() on some.
		// The VOPC SDWA sdst field has 7 bits: llvm-mc-19 truncates src_*
		// codes into it (see doc.go); not generated.
		if d.Shape == ShapeCmp && (strings.HasPrefix(ops[0], "src_") || ops[0] == "scc" || ops[0] == "vccz" || ops[0] == "execz") {
			ops[0] = gen.vccName()
		}
		if len(ops) > 1 && r.IntN(5) == 0 {
			ops[1] = "sext(" + randVGPR(r, 1, gen) + ")"
		}
		for k := 1; k < len(ops); k++ {
			if strings.HasPrefix(strings.TrimPrefix(ops[k], "-"), "0x") && (d.Src[0].is16() || k-1 < len(d.Src) && d.Src[k-1] == TI16) {
				// see buildSDWA: llvm-mc truncates a hex spelling of a
				// float inline value (0x3e22f983) on an integer source of
				// a 16-bit operation into a bogus encoding, which lowerc
				// refuses; on 32-bit ones (-0x40800000 is -1.0) both
				// take the constant
				ops[k] = randVGPR(r, 1, gen)
			}
		}
		if r.IntN(2) == 0 {
			mods = nil
		}
		for _, k := range []string{"dst_sel", "dst_unused", "src0_sel", "src1_sel"} {
			if r.IntN(3) != 0 {
				continue
			}
			if k == "dst_unused" {
				mods = append(mods, k+":"+pick(r, sdwaUnusedNames[:]...))
			} else {
				mods = append(mods, k+":"+pick(r, sdwaSelNames[:]...))
			}
		}
		if len(mods) == 0 {
			mods = append(mods, "src0_sel:"+pick(r, sdwaSelNames[:]...))
		}
	} else if valu && d.Shape != ShapeAddCo && d.Shape != ShapeAddCoCI && d.Shape != ShapeReadLane && d.Shape != ShapeCmpX && (m.force == forceDPP || m.force == forceE64DPP || r.IntN(5) == 0) {
		// DPP: src0 a VGPR mostly, a control, and now and then the masks
		if len(ops) > 1 && r.IntN(4) != 0 {
			ops[1] = randVGPR(r, 1, gen)
			if d.Mods&ModAbsNeg != 0 && r.IntN(3) == 0 {
				ops[1] = pick(r, "-", "|", "-|") + ops[1]
				if strings.Contains(ops[1], "|") {
					ops[1] += "|"
				}
			}
		}
		if r.IntN(3) == 0 {
			mods = nil
		}
		mods = append(mods, randDPP(r))
	}
	line := name
	if len(ops) > 0 {
		line += " " + strings.Join(ops, ", ")
	}
	if len(mods) > 0 {
		line += " " + strings.Join(mods, " ")
	}
	return line
}

// randDPP draws DPP modifiers: every control (some out of range, some not
// on the generation), row_mask, bank_mask, bound_ctrl and fi.
func randDPP(r *rand.Rand) string {
	var m []string
	switch r.IntN(10) {
	case 0, 1:
		m = append(m, fmt.Sprintf("quad_perm:[%d,%d,%d,%d]", r.IntN(4), r.IntN(4), r.IntN(4), r.IntN(4)))
	case 2:
		m = append(m, fmt.Sprintf("%s:%d", pick(r, "row_shl", "row_shr", "row_ror"), r.IntN(17)))
	case 3:
		m = append(m, pick(r, "wave_shl:1", "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_bcast:15", "row_bcast:31"))
	case 4:
		m = append(m, pick(r, "row_mirror", "row_half_mirror"))
	case 5, 6:
		m = append(m, fmt.Sprintf("%s:%d", pick(r, "row_share", "row_xmask"), r.IntN(16)))
	default:
		sel := make([]string, 8)
		for i := range sel {
			sel[i] = fmt.Sprint(r.IntN(8))
		}
		m = append(m, "dpp8:["+strings.Join(sel, ",")+"]")
		if r.IntN(3) == 0 {
			m = append(m, pick(r, "fi:1", "fi:0"))
		}
		return strings.Join(m, " ")
	}
	if r.IntN(3) == 0 {
		m = append(m, fmt.Sprintf("row_mask:0x%x", r.IntN(16)))
	}
	if r.IntN(3) == 0 {
		m = append(m, fmt.Sprintf("bank_mask:0x%x", r.IntN(16)))
	}
	if r.IntN(4) == 0 {
		m = append(m, pick(r, "bound_ctrl:0", "bound_ctrl:1"))
	}
	if r.IntN(4) == 0 {
		m = append(m, pick(r, "fi:1", "fi:0"))
	}
	return strings.Join(m, " ")
}

// canonLine is a plain line for name: all-VGPR sources, VCC where the short
// form needs it, and for forced e64 an SGPR destination, so every row of the
// table gets at least one accepted line.
func canonLine(gen *Generation, name string, d *InstDef, force int) string {
	v := func(t OpType, n int) string {
		if t.regs() == 2 {
			return fmt.Sprintf("v[%d:%d]", 2*n, 2*n+1)
		}
		return fmt.Sprintf("v%d", n)
	}
	sd := gen.vccName()
	if force == 64 {
		sd = map[int]string{64: "s[10:11]", 32: "s10"}[gen.WaveSize]
	}
	switch d.Shape {
	case ShapeVOP1:
		return fmt.Sprintf("%s %s, %s", name, v(d.Dst, 1), v(d.Src[0], 2))
	case ShapeBinary, ShapePk2:
		return fmt.Sprintf("%s %s, %s, %s", name, v(d.Dst, 1), v(d.Src[0], 2), v(d.Src[1], 3))
	case ShapeTernary, ShapePk3:
		return fmt.Sprintf("%s %s, %s, %s, %s", name, v(d.Dst, 1), v(d.Src[0], 2), v(d.Src[1], 3), v(d.Src[2], 4))
	case ShapeCmp:
		return fmt.Sprintf("%s %s, %s, %s", name, sd, v(d.Src[0], 2), v(d.Src[1], 3))
	case ShapeCmpX:
		if gen.Family >= GFX10 {
			return fmt.Sprintf("%s %s, %s", name, v(d.Src[0], 2), v(d.Src[1], 3))
		}
		return fmt.Sprintf("%s %s, %s, %s", name, sd, v(d.Src[0], 2), v(d.Src[1], 3))
	case ShapeCndmask:
		return fmt.Sprintf("%s v1, v2, v3, %s", name, sd)
	case ShapeMad64:
		return fmt.Sprintf("%s v[2:3], %s, v2, v3, v[4:5]", name, sd)
	case ShapeAddCo:
		return fmt.Sprintf("%s v1, %s, v2, v3", name, sd)
	case ShapeReadLane:
		return fmt.Sprintf("%s s1, v2", name)
	case ShapeAddCoCI:
		return fmt.Sprintf("%s v1, %s, v2, v3, %s", name, sd, sd)
	case ShapeNoArgs:
		return name
	case ShapeSImm16, ShapeWaitImm:
		return name + " 1"
	case ShapeBranch:
		return name + " 3"
	case ShapeDelayALU:
		return name + " instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)"
	case ShapeSendMsg:
		return name + " sendmsg(MSG_INTERRUPT)"
	case ShapeSOPK:
		return name + " s5, 0x7fff"
	case ShapeWaitcnt:
		return name + " vmcnt(0) lgkmcnt(0)"
	case ShapeSLoad:
		return name + " " + map[int]string{1: "s0", 2: "s[0:1]", 3: "s[0:2]", 4: "s[0:3]", 8: "s[0:7]", 16: "s[0:15]"}[d.Dwords] + ", s[4:5], 0x10"
	case ShapeGLoad:
		return name + " " + map[int]string{1: "v1", 2: "v[2:3]", 3: "v[2:4]", 4: "v[2:5]"}[d.Dwords] + ", v0, s[0:1] offset:16"
	case ShapeGStore:
		return name + " v0, " + map[int]string{1: "v1", 2: "v[2:3]", 3: "v[2:4]", 4: "v[2:5]"}[d.Dwords] + ", s[0:1] offset:16"
	case ShapeSOP1, ShapeSOP2, ShapeSOPC:
		sr := func(t OpType, n int) string {
			if t.regs() == 2 {
				return fmt.Sprintf("s[%d:%d]", 2*n, 2*n+1)
			}
			return fmt.Sprintf("s%d", n)
		}
		switch d.Shape {
		case ShapeSOP1:
			switch {
			case d.Dst == TNone:
				return fmt.Sprintf("%s %s", name, sr(d.Src[0], 3))
			case d.Src[0] == TNone:
				return fmt.Sprintf("%s %s", name, sr(d.Dst, 2))
			}
			return fmt.Sprintf("%s %s, %s", name, sr(d.Dst, 2), sr(d.Src[0], 3))
		case ShapeSOP2:
			return fmt.Sprintf("%s %s, %s, %s", name, sr(d.Dst, 2), sr(d.Src[0], 3), sr(d.Src[1], 4))
		}
		return fmt.Sprintf("%s %s, %s", name, sr(d.Src[0], 3), sr(d.Src[1], 4))
	}
	return name
}

// randDelay is a random s_delay_alu operand in llvm-mc's field syntax.
func randDelay(r *rand.Rand) string {
	var fs []string
	for _, f := range delayFields {
		if r.IntN(2) == 0 {
			fs = append(fs, f.name+"("+f.values[r.IntN(len(f.values))]+")")
		}
	}
	if len(fs) == 0 {
		return "instid0(SALU_CYCLE_1)"
	}
	return strings.Join(fs, " | ")
}
