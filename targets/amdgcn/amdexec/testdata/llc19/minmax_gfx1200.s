; llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 minmax.ll -o - (TestLLCGoldens regenerates and compares)
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 5
	.globl	f32max                          ; -- Begin function f32max
	.p2align	2
	.type	f32max,@function
f32max:                                 ; @f32max
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_dual_max_num_f32 v1, v1, v1 :: v_dual_max_num_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	f32max, .Lfunc_end0-f32max
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f32maximum                      ; -- Begin function f32maximum
	.p2align	2
	.type	f32maximum,@function
f32maximum:                             ; @f32maximum
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_maximum_f32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	f32maximum, .Lfunc_end1-f32maximum
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f16max                          ; -- Begin function f16max
	.p2align	2
	.type	f16max,@function
f16max:                                 ; @f16max
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_max_num_f16_e32 v1, v1, v1
	v_max_num_f16_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f16_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	f16max, .Lfunc_end2-f16max
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f16maximum                      ; -- Begin function f16maximum
	.p2align	2
	.type	f16maximum,@function
f16maximum:                             ; @f16maximum
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_maximum_f16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	f16maximum, .Lfunc_end3-f16maximum
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f64min                          ; -- Begin function f64min
	.p2align	2
	.type	f64min,@function
f64min:                                 ; @f64min
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_max_num_f64_e32 v[2:3], v[2:3], v[2:3]
	v_max_num_f64_e32 v[0:1], v[0:1], v[0:1]
	s_delay_alu instid0(VALU_DEP_1)
	v_min_num_f64_e32 v[0:1], v[0:1], v[2:3]
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	f64min, .Lfunc_end4-f64min
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; NumSgprs: 32
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	v2f16max                        ; -- Begin function v2f16max
	.p2align	2
	.type	v2f16max,@function
v2f16max:                               ; @v2f16max
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_pk_max_num_f16 v1, v1, v1
	v_pk_max_num_f16 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_pk_max_num_f16 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	v2f16max, .Lfunc_end5-v2f16max
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 52
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	bf16max                         ; -- Begin function bf16max
	.p2align	2
	.type	bf16max,@function
bf16max:                                ; @bf16max
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_lshlrev_b32_e32 v1, 16, v1
	v_lshlrev_b32_e32 v0, 16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v0, v0, v1
	v_bfe_u32 v1, v0, 16, 1
	v_or_b32_e32 v2, 0x400000, v0
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v1, v1, v0, 0x7fff
	v_cndmask_b32_e32 v0, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 16, v0
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	bf16max, .Lfunc_end6-bf16max
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 88
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f32max3                         ; -- Begin function f32max3
	.p2align	2
	.type	f32max3,@function
f32max3:                                ; @f32max3
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_max3_num_f32 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	f32max3, .Lfunc_end7-f32max3
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f32max_noieee                   ; -- Begin function f32max_noieee
	.p2align	2
	.type	f32max_noieee,@function
f32max_noieee:                          ; @f32max_noieee
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_dual_max_num_f32 v1, v1, v1 :: v_dual_max_num_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	f32max_noieee, .Lfunc_end8-f32max_noieee
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	f16min_noieee                   ; -- Begin function f16min_noieee
	.p2align	2
	.type	f16min_noieee,@function
f16min_noieee:                          ; @f16min_noieee
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_max_num_f16_e32 v1, v1, v1
	v_max_num_f16_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_min_num_f16_e32 v0, v0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	f16min_noieee, .Lfunc_end9-f16min_noieee
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; NumSgprs: 32
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	selgt                           ; -- Begin function selgt
	.p2align	2
	.type	selgt,@function
selgt:                                  ; @selgt
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_cmp_gt_f32_e32 vcc_lo, v0, v1
	v_cndmask_b32_e32 v0, v1, v0, vcc_lo
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	selgt, .Lfunc_end10-selgt
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 34
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	selult                          ; -- Begin function selult
	.p2align	2
	.type	selult,@function
selult:                                 ; @selult
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_cmp_nge_f16_e32 vcc_lo, v0, v1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	selult, .Lfunc_end11-selult
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 34
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	seluno                          ; -- Begin function seluno
	.p2align	2
	.type	seluno,@function
seluno:                                 ; @seluno
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_cmp_u_f64_e32 vcc_lo, v[0:1], v[2:3]
	v_dual_cndmask_b32 v0, v0, v2 :: v_dual_cndmask_b32 v1, v1, v3
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	seluno, .Lfunc_end12-seluno
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 36
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	clamp01                         ; -- Begin function clamp01
	.p2align	2
	.type	clamp01,@function
clamp01:                                ; @clamp01
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_max_num_f32_e64 v0, v0, v0 clamp
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	clamp01, .Lfunc_end13-clamp01
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; NumSgprs: 32
; NumVgprs: 1
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:  []
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
