package semantics

// Compiler IRs and ML frameworks of docs/reference/semantics.md §2.4. MLIR and
// Triton inherit LLVM's relations; PyTorch and TVM are functions per
// implementation path. Sources are the files named in docs/reference/semantics.md §2.4; none
// of these was run here.

const (
	srcMLIR    = "MLIR ArithOps.td arith.maximumf/maxnumf (lowered to llvm.maximum/maxnum; docs/reference/semantics.md §2.4)"
	srcTriton  = "Triton tl.maximum(propagate_nan=NONE|ALL) → arith.maxnumf / arith.maximumf (docs/reference/semantics.md §2.4)"
	srcPyTorch = "PyTorch torch.maximum/minimum: BinaryOpsKernel.cpp (cpu-scalar), vec256_float.h (cpu-avx2), MaxMinElementwiseKernel.cu (cuda) (docs/reference/semantics.md §2.4, F10)"
	srcTVM     = "TVM tir.max/min: codegen_llvm.cc select(fcmp ogt/olt a, b) (codegen), const_fold.h std::max/std::min (fold) (docs/reference/semantics.md §2.4)"
)

func initFrameworks() {
	llvmMax := stdRel{qnanNum: caseNaN, snanNum: caseNaN, twoNaN: caseNaN, bits: nanLLVM, zeroOrder: true}
	llvmNum := stdRel{qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseNaN, bits: nanLLVM}
	for _, mx := range []bool{true, false} {
		prop, num := llvmMax, llvmNum
		prop.max, num.max = mx, mx
		registerModel(stdModel("mlir:arith."+pick(mx, "maximumf", "minimumf"),
			"MLIR arith."+pick(mx, "maximumf", "minimumf")+": NaN if either input is NaN, −0 < +0 (as llvm."+pick(mx, "maximum", "minimum")+")", srcMLIR, allFloats, prop))
		registerModel(stdModel("mlir:arith."+pick(mx, "maxnumf", "minnumf"),
			"MLIR arith."+pick(mx, "maxnumf", "minnumf")+": the other operand if one is NaN, ±0 either (as llvm."+pick(mx, "maxnum", "minnum")+")", srcMLIR, allFloats, num))

		base := "triton:" + pick(mx, "maximum", "minimum")
		ps := []param{{name: "propagate_nan", values: []string{"none", "all"}, doc: "tl.PropagateNan.NONE (arith.maxnumf) or ALL (arith.maximumf)"}}
		register(&entry{base: base, params: ps, build: func(p map[string]string) *Model {
			s, d := num, "NaN loses (propagate_nan=NONE → arith."+pick(mx, "maxnumf", "minnumf")+")"
			if p["propagate_nan"] == "all" {
				s, d = prop, "NaN propagates (propagate_nan=ALL → arith."+pick(mx, "maximumf", "minimumf")+")"
			}
			m := stdModel(canonicalName(base, ps, p), "Triton tl."+pick(mx, "maximum", "minimum")+": "+d+"; bf16 computed in f32", srcTriton, allFloats, s)
			m.params = paramDocs(ps)
			return m
		}})

		// PyTorch.
		pbase := "pytorch:" + pick(mx, "maximum", "minimum")
		pps := []param{{name: "impl", values: []string{"cuda", "cpu-scalar", "cpu-avx2"}, doc: "the kernel that runs"}}
		cuda := &rule{max: mx, nan: nanTable(func(ka, kb int) act {
			if ka != kNum {
				return actRawA
			}
			return actRawB
		})}
		scalar := &rule{max: mx, zero: actA, nan: nanTable(func(int, int) act { return actCanon }),
			canon: func(t Type) uint64 { return CanonicalNaN(t, IEEEPreferred) }}
		avx := &rule{max: mx, zero: actB, nan: nanTable(func(int, int) act { return actCanon }),
			canon: func(t Type) uint64 { return fmtOf(t).all }} // max_ps OR the all-ones unordered mask
		register(&entry{base: pbase, params: pps, build: func(p map[string]string) *Model {
			var r *rule
			var d string
			switch p["impl"] {
			case "cuda":
				r, d = cuda, "a if a is NaN, else b if b is NaN (payload kept), else ::"+pick(mx, "max", "min")+" (−0 < +0)"
			case "cpu-scalar":
				r, d = scalar, "any NaN → quiet_NaN() 0x7fc00000, else std::"+pick(mx, "max", "min")+" (±0 → first operand)"
			case "cpu-avx2":
				r, d = avx, "any NaN → all-ones 0xffffffff (the unordered mask ORed in), ±0 → second operand"
			}
			m := ruleModel(canonicalName(pbase, pps, p), "PyTorch torch."+pick(mx, "maximum", "minimum")+" "+p["impl"]+": "+d, srcPyTorch, []Type{F32}, r)
			m.params = paramDocs(pps)
			return m
		}})

		// TVM.
		tbase := "tvm:" + pick(mx, "max", "min")
		tps := []param{{name: "impl", values: []string{"codegen", "fold"}, doc: "the LLVM codegen's select, or the constant folder's std::" + pick(mx, "max", "min")}}
		// codegen: select(a > b, a, b) (max) / select(a < b, a, b) (min): a
		// NaN on either side fails the compare → b, as is; ties → b.
		codegen := &rule{max: mx, zero: actB, nan: nanTable(func(ka, kb int) act {
			if kb == kNum {
				return actB
			}
			return actRawB
		})}
		// fold: std::max(a, b) = a < b ? b : a; std::min(a, b) = b < a ? b : a:
		// a NaN on either side → a, as is; ties → a.
		fold := &rule{max: mx, zero: actA, nan: nanTable(func(ka, kb int) act {
			if ka == kNum {
				return actA
			}
			return actRawA
		})}
		register(&entry{base: tbase, params: tps, build: func(p map[string]string) *Model {
			r, d := codegen, "select(a "+pick(mx, ">", "<")+" b, a, b): a NaN on either side → b as is; ±0 → b"
			if p["impl"] == "fold" {
				r, d = fold, "std::"+pick(mx, "max", "min")+": a NaN on either side → a as is; ±0 → a"
			}
			m := ruleModel(canonicalName(tbase, tps, p), "TVM tir."+pick(mx, "max", "min")+" "+p["impl"]+": "+d, srcTVM, []Type{F32, F64, F16}, r)
			m.params = paramDocs(tps)
			return m
		}})
	}
}
